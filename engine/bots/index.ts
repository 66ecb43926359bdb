import { greedyBot } from './greedy';
import { randomBot, type Bot } from './random';

export const bots: Record<string, Bot> = { random: randomBot, greedy: greedyBot };
export type { Bot };
