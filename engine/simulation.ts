/**
 * The engine's door for simulation: seeded bot games as records, their merge into reports with intervals, and
 * the report's text and CSV forms. Pure: the worker pool and the queue live in cli/.
 */
export * from './sim/play-record';
export * from './sim/progress';
export * from './sim/batch';
export * from './sim/report';
export * from './sim/report-text';
export * from './sim/stats';
export * from './sim/sweep';
export { interned } from './interned';
export { clockWords, MCTS_BUDGET_WORDS, mctsBudget, stopsByClock, type MctsBudget } from './bots/budget';
export { FIELD_SEARCH_FROM } from './bots/mcts';
