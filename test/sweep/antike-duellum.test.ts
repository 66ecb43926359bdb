import { describeSweep, sweepGames } from './sweep';

describeSweep('Antike Duellum, Rome vs Carthage', [['antike-duellum', 2]], sweepGames);
