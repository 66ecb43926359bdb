import type { PickerOption } from '../_lib/diff';

/**
 * Two pickers for any two rulesets, as a plain GET form to /diff or /compare (works without JavaScript and keeps
 * the comparison in the address, so it can be shared).
 */
export default function DiffPicker({ options, a, b, mode, compact, action = '/diff' }: { options: PickerOption[]; a?: string; b?: string; mode?: 'diff' | 'teach'; compact?: boolean; action?: '/diff' | '/compare' }) {
  const play = action === '/compare';
  const select = (name: 'a' | 'b', value: string | undefined, label: string) => (
    <label className="inline">
      {label}{' '}
      <select name={name} defaultValue={value && options.some((o) => o.id === value) ? value : ''} aria-label={label} required>
        <option value="" disabled>choose a ruleset…</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title} ({o.id}){o.origin === 'workspace' ? ' — yours' : ''}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form action={action} method="get" className={`diff-picker no-print${compact ? ' compact' : ''}`} aria-label={play ? 'play two rulesets side by side' : 'compare two rulesets'}>
      {select('a', a, play ? (compact ? 'Play' : 'Left game (A)') : compact ? 'Compare' : 'From (the rules you know)')}
      {select('b', b, play ? (compact ? 'beside' : 'right game (B)') : compact ? 'with' : 'to (the rules to learn)')}
      {!play && (
        <label className="inline">
          <select name="mode" defaultValue={mode ?? 'diff'} aria-label="view">
            <option value="diff">differences by topic</option>
            <option value="teach">teaching order</option>
          </select>
        </label>
      )}
      <button type="submit" className="primary">{play ? 'Play side by side' : 'Compare'}</button>
    </form>
  );
}
