import { didYouMean } from '../suggest';
import type { Diagnostic } from '../types';
import { at, issue, type RulesetCheck } from './check';

/** The rondel order lists every field exactly once; production fields name their resource. */
export const rondelFields: RulesetCheck = {
  id: 'rondel-fields',
  run({ rondel }) {
    const out: Diagnostic[] = [];
    const fieldIds = Object.keys(rondel.fields);
    rondel.order.forEach((id, i) => {
      if (!rondel.fields[id]) out.push(issue('rondel/unknown-field', at('/rondel/order', i), `field '${id}' is not defined in /rondel/fields${didYouMean(id, fieldIds)}`));
    });
    for (const id of fieldIds) {
      if (!rondel.order.includes(id)) out.push(issue('rondel/field-not-in-order', at('/rondel/fields', id), `field '${id}' is not placed on the rondel; add it to /rondel/order`));
      const field = rondel.fields[id];
      if (field.action === 'produce' && !field.resource) out.push(issue('rondel/produce-resource', at('/rondel/fields', id), `production field '${id}' must say which resource it produces (add "resource")`));
      if (field.action !== 'produce' && field.resource) out.push(issue('rondel/unused-resource', at('/rondel/fields', id, 'resource'), `field '${id}' is a '${field.action}' field; 'resource' only matters for 'produce'`, 'warning'));
    }
    if (rondel.freeSteps >= rondel.order.length) out.push(issue('rondel/free-steps', '/rondel/freeSteps', `freeSteps (${rondel.freeSteps}) reaches round the whole rondel of ${rondel.order.length} fields, so moving never costs anything`, 'warning'));
    return out;
  },
};
