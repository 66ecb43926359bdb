import { describeSweep, sweepGames } from './sweep';

describeSweep('Antike Duellum with special units', [['antike-duellum-special-units', 2]], sweepGames);
