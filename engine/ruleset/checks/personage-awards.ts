import { didYouMean } from '../suggest';
import type { Diagnostic } from '../types';
import { at, issue, type RulesetCheck } from './check';

export const personageCounters = ['cities', 'temples', 'sea-points'];
export const personageEvents = ['know-how-first', 'temple-destroyed'];

/** Award rules name counters and events the engine counts; the stack order matches the stacks. */
export const personageAwards: RulesetCheck = {
  id: 'personage-awards',
  run({ personages }) {
    const out: Diagnostic[] = [];
    const ids = Object.keys(personages.stacks);
    for (const [id, stack] of Object.entries(personages.stacks)) {
      const award = stack.award;
      if ('counter' in award) {
        if (!personageCounters.includes(award.counter)) out.push(issue('personage/unknown-counter', at('/personages/stacks', id, 'award', 'counter'), `'${award.counter}' is not a counter the engine keeps${didYouMean(award.counter, personageCounters) || `; use one of ${personageCounters.join(', ')}`}`));
        if (award.counter === 'sea-points' && !personages.seaPoints) out.push(issue('personage/sea-points', at('/personages/stacks', id, 'award'), `'${id}' counts sea-points but /personages/seaPoints does not say how many points a region is worth; add it`));
      } else if (!personageEvents.includes(award.event)) {
        out.push(issue('personage/unknown-event', at('/personages/stacks', id, 'award', 'event'), `'${award.event}' is not an event the engine reports${didYouMean(award.event, personageEvents) || `; use one of ${personageEvents.join(', ')}`}`));
      }
    }
    personages.order.forEach((id, i) => {
      if (!personages.stacks[id]) out.push(issue('personage/unknown-stack', at('/personages/order', i), `stack '${id}' is not defined in /personages/stacks${didYouMean(id, ids)}`));
    });
    ids.filter((id) => !personages.order.includes(id)).forEach((id) => out.push(issue('personage/not-in-order', at('/personages/stacks', id), `stack '${id}' is missing from /personages/order`, 'warning')));
    return out;
  },
};
