import { describeSweep, sweepGames } from './sweep';

describeSweep('Antike Duellum, Greece vs Persia', [['antike-duellum-greece-persia', 2]], sweepGames);
