import type { RulesetCheck } from './check';
import { effectReferences } from './effect-references';
import { knowHowReferences } from './know-how-references';
import { mapBorders } from './map-borders';
import { mapConnected } from './map-connected';
import { mapLineups } from './map-lineups';
import { mapRegionKinds } from './map-region-kinds';
import { personageAwards } from './personage-awards';
import { provenancePointers } from './provenance-pointers';
import { resourceKinds } from './resource-kinds';
import { rondelFields } from './rondel-fields';
import { supplyConsistency } from './supply-consistency';
import { turnStructure } from './turn-structure';
import { unitReferences } from './unit-references';
import { victoryReachable } from './victory-reachable';

/** Every semantic check, run in this order on a schema-valid resolved ruleset. */
export const rulesetChecks: readonly RulesetCheck[] = [
  mapBorders,
  mapRegionKinds,
  mapConnected,
  mapLineups,
  rondelFields,
  resourceKinds,
  knowHowReferences,
  personageAwards,
  victoryReachable,
  effectReferences,
  unitReferences,
  supplyConsistency,
  turnStructure,
  provenancePointers,
];

export type { RulesetCheck };
