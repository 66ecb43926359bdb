'use client';

import { useId, useState } from 'react';
import { describeEffects, opExampleFor, opNames, opSummaries } from '@/engine/rulesets';
import type { Effect, EventCard, Ruleset } from '@/engine/rulesets';
import { alternativeOf, effectFields, initialValue, optionEntry, unsetWords, type Field, type FieldModel } from '../../../_lib/effect-form';

/** What the form needs everywhere: the game's names, the card's timing, and the problems at a card-relative pointer. */
export interface EffectContext {
  ruleset: Ruleset;
  when: EventCard['play']['when'];
  problemsAt: (pointer: string) => string[];
  /** Whether an error lies at or under a pointer: such an effect is not described (its sentence would guess). */
  problemsUnder: (pointer: string) => boolean;
}

type Obj = Record<string, unknown>;

const withKey = (object: Obj, key: string, value: unknown): Obj => {
  const next = { ...object };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
};

function Problems({ at, ctx }: { at: string; ctx: EffectContext }) {
  const list = ctx.problemsAt(at);
  if (!list.length) return null;
  return (
    <ul className="field-problems" data-testid="field-problems">
      {list.map((p, i) => (
        <li key={i} className="error">
          {p}
        </li>
      ))}
    </ul>
  );
}

/**
 * An effect list as a form: each effect says in words what it does, its fields are chosen from what the game has,
 * and effects can be added, reordered and removed. Nested lists (a condition's branches, a choice's options) are the
 * same editor. `label` names the list for screen readers and tests ("effect 2 then").
 */
export function EffectList({ effects, onChange, pointer, label, ctx }: { effects: Effect[]; onChange: (next: Effect[]) => void; pointer: string; label: string; ctx: EffectContext }) {
  const list = Array.isArray(effects) ? effects : [];
  const set = (i: number, next: Effect | undefined) => onChange(next === undefined ? list.filter((_, j) => j !== i) : list.map((e, j) => (j === i ? next : e)));
  const swap = (i: number, j: number) => {
    const next = [...list];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <div className="effect-list">
      {list.length > 0 && (
        <ol className="effects">
          {list.map((effect, i) => {
            const name = `${label ? `${label} ` : ''}${i + 1}`.trim();
            return (
              <li key={i}>
                <EffectItem effect={effect} onChange={(e) => set(i, e)} pointer={`${pointer}/${i}`} name={name} ctx={ctx} />
                <div className="effect-buttons">
                  <button type="button" disabled={i === 0} onClick={() => swap(i, i - 1)} aria-label={`move effect ${name} up`}>
                    ↑
                  </button>
                  <button type="button" disabled={i === list.length - 1} onClick={() => swap(i, i + 1)} aria-label={`move effect ${name} down`}>
                    ↓
                  </button>
                  <button type="button" onClick={() => set(i, undefined)} aria-label={`remove effect ${name}`}>
                    remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <label className="effect-picker">
        {list.length ? 'add an effect' : 'no effects yet; add one'}{' '}
        <select aria-label={`add an effect${label ? ` to ${label}` : ''}`} value="" onChange={(e) => e.target.value && onChange([...list, structuredClone(opExampleFor(ctx.ruleset, e.target.value, ctx.when)) as Effect])}>
          <option value="">choose an operation…</option>
          {opNames.map((op) => (
            <option key={op} value={op} title={opSummaries[op]}>
              {op}: {opSummaries[op]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function EffectItem({ effect, onChange, pointer, name, ctx }: { effect: Effect; onChange: (next: Effect) => void; pointer: string; name: string; ctx: EffectContext }) {
  const fields = effect && typeof effect === 'object' ? effectFields(effect.op, ctx.ruleset) : undefined;
  let sentence = 'Fix the problems below to read this effect.';
  if (!ctx.problemsUnder(pointer)) {
    try {
      sentence = describeEffects([effect], ctx.ruleset, ctx.when);
    } catch {
      // A describer reads fields the schema guarantees; should one still throw, the form stays usable.
    }
  }
  return (
    <fieldset className="effect" aria-label={`effect ${name}`} data-field={pointer}>
      <legend>
        <select aria-label={`effect ${name} operation`} value={fields ? effect.op : ''} onChange={(e) => onChange(structuredClone(opExampleFor(ctx.ruleset, e.target.value, ctx.when)) as Effect)}>
          {!fields && <option value="">{String((effect as { op?: unknown })?.op ?? 'no op')} (not an operation)</option>}
          {opNames.map((op) => (
            <option key={op} value={op} title={opSummaries[op]}>
              {op}
            </option>
          ))}
        </select>
      </legend>
      <p className="effect-sentence" data-testid="effect-sentence">
        {sentence}
      </p>
      <Problems at={pointer} ctx={ctx} />
      {fields?.map((field) => (
        <FieldRow key={field.key} field={field} value={(effect as unknown as Obj)[field.key]} onChange={(v) => onChange(withKey(effect as unknown as Obj, field.key, v) as unknown as Effect)} pointer={`${pointer}/${field.key}`} name={`${name} ${field.key}`} ctx={ctx} />
      ))}
    </fieldset>
  );
}

/** One field: its name (which opens to what it means, FieldName), its editor and the problems found at it. */
function FieldRow({ field, value, onChange, pointer, name, ctx }: { field: Field; value: unknown; onChange: (next: unknown) => void; pointer: string; name: string; ctx: EffectContext }) {
  const absent = value === undefined;
  const nested = field.model.kind === 'effects' || field.model.kind === 'object' || field.model.kind === 'map';
  if (nested && absent && !field.required) {
    return (
      <div className="effect-field" data-field={pointer}>
        <button type="button" onClick={() => onChange(initialValue(field.model))} title={field.description}>
          add {field.key}
        </button>{' '}
        <span className="muted small">{field.description}</span>
      </div>
    );
  }
  return (
    <div className={`effect-field${nested ? ' nested' : ''}`} data-field={pointer}>
      <FieldName field={field} />
      <span className="field-editor">
        <Editor model={field.model} value={value} onChange={onChange} optional={!field.required} unset={unsetWords(field)} pointer={pointer} name={name} ctx={ctx} />
      </span>
      {nested && !field.required && (
        <button type="button" onClick={() => onChange(undefined)} aria-label={`remove ${name}`}>
          remove {field.key}
        </button>
      )}
      <Problems at={pointer} ctx={ctx} />
    </div>
  );
}

/**
 * A field's name, which opens to what the field means (the schema's description) on a click, a tap or Enter: a designer
 * writing a card from the keyboard or on a tablet reads it too, not only one hovering with a mouse.
 */
function FieldName({ field }: { field: Field }) {
  const [open, setOpen] = useState(false);
  const helpId = useId();
  if (!field.description) return <span className="field-name">{field.key}</span>;
  return (
    <>
      <button type="button" className="field-name" aria-expanded={open} aria-controls={helpId} aria-label={`${field.key}: what it means`} title={field.description} onClick={() => setOpen(!open)}>
        {field.key}
      </button>
      <p className="field-help" id={helpId} hidden={!open}>
        {field.description}
      </p>
    </>
  );
}

function Editor({ model, value, onChange, optional, unset = 'none', pointer, name, ctx }: { model: FieldModel; value: unknown; onChange: (next: unknown) => void; optional: boolean; unset?: string; pointer: string; name: string; ctx: EffectContext }) {
  const listId = useId();
  switch (model.kind) {
    case 'choice': {
      const known = model.options.some((o) => o.value === value);
      return (
        <select aria-label={name} value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}>
          {optional && <option value="">({unset})</option>}
          {!known && value !== undefined && <option value={String(value)}>{String(value)} (not in this game)</option>}
          {model.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.showValue ? `${o.label} (${o.value})` : o.label}
            </option>
          ))}
        </select>
      );
    }
    case 'integer':
      return (
        <input
          aria-label={name}
          type="number"
          min={model.min}
          max={model.max}
          step={1}
          placeholder={optional ? unset : undefined}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    case 'text':
      return (
        <>
          <input aria-label={name} value={typeof value === 'string' ? value : ''} list={model.examples.length ? listId : undefined} onChange={(e) => onChange(e.target.value === '' && optional ? undefined : e.target.value)} />
          {model.examples.length > 0 && (
            <datalist id={listId}>
              {model.examples.map((x) => (
                <option key={x} value={x} />
              ))}
            </datalist>
          )}
        </>
      );
    case 'effects':
      return <EffectList effects={value as Effect[]} onChange={onChange} pointer={pointer} label={name} ctx={ctx} />;
    case 'object': {
      const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
      return (
        <div className="effect-object">
          {model.fields.map((f) => (
            <FieldRow key={f.key} field={f} value={object[f.key]} onChange={(v) => onChange(withKey(object, f.key, v))} pointer={`${pointer}/${f.key}`} name={`${name} ${f.key}`} ctx={ctx} />
          ))}
        </div>
      );
    }
    case 'map':
      return <MapEditor model={model} value={value} onChange={onChange} pointer={pointer} name={name} ctx={ctx} />;
    case 'either': {
      const chosen = alternativeOf(model, value);
      return (
        <span className="effect-either">
          <select aria-label={`${name} kind`} value={chosen} onChange={(e) => onChange(initialValue(model.alternatives[Number(e.target.value)].model))}>
            {model.alternatives.map((a, i) => (
              <option key={i} value={i}>
                {a.label}
              </option>
            ))}
          </select>{' '}
          <Editor model={model.alternatives[chosen].model} value={value} onChange={onChange} optional={false} pointer={pointer} name={name} ctx={ctx} />
        </span>
      );
    }
    case 'json':
      return <JsonValue value={value} onChange={onChange} name={name} />;
  }
}

/** A choice's options: each under an id (kept in the data, so JSON pointers and effect.choose moves name it). */
function MapEditor({ model, value, onChange, pointer, name, ctx }: { model: Extract<FieldModel, { kind: 'map' }>; value: unknown; onChange: (next: unknown) => void; pointer: string; name: string; ctx: EffectContext }) {
  const map = value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
  const keys = Object.keys(map);
  const rename = (from: string, to: string) => onChange(Object.fromEntries(Object.entries(map).map(([k, v]) => [k === from ? to : k, v])));
  const add = () => {
    let n = keys.length + 1;
    while (`option-${n}` in map) n++;
    onChange({ ...map, [`option-${n}`]: optionEntry(model.entry, n) });
  };
  return (
    <div className="effect-map">
      {keys.map((key, i) => (
        <fieldset key={i} className="effect-option" aria-label={`${name} ${key}`}>
          <legend>
            id <input aria-label={`${name} ${i + 1} id`} value={key} onChange={(e) => e.target.value && !(e.target.value in map) && rename(key, e.target.value)} />{' '}
            <button type="button" disabled={keys.length <= model.min} onClick={() => onChange(withKey(map, key, undefined))} aria-label={`remove ${name} ${key}`}>
              remove
            </button>
          </legend>
          {model.entry.map((f) => (
            <FieldRow key={f.key} field={f} value={(map[key] as Obj | undefined)?.[f.key]} onChange={(v) => onChange({ ...map, [key]: withKey((map[key] as Obj) ?? {}, f.key, v) })} pointer={`${pointer}/${key}/${f.key}`} name={`${name} ${key} ${f.key}`} ctx={ctx} />
          ))}
          <Problems at={`${pointer}/${key}`} ctx={ctx} />
        </fieldset>
      ))}
      <button type="button" disabled={keys.length >= model.max} onClick={add}>
        add an option
      </button>
    </div>
  );
}

/** A value the form has no editor for, as JSON; applied when it parses. */
function JsonValue({ value, onChange, name }: { value: unknown; onChange: (next: unknown) => void; name: string }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null));
  const [bad, setBad] = useState(false);
  return (
    <input
      aria-label={name}
      className={bad ? 'invalid' : undefined}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}
