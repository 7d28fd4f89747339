import fc from 'fast-check';
import '@testing-library/jest-dom';

/*
 * Property tests run from a fixed seed, so a run of `npm test` is repeatable
 * and CI cannot fail on a value no earlier run tried (docs/testing.md).
 * `FC_SEED=<n>` chooses another seed; `FC_SEED=random` a new one each run.
 */
const seedSetting = process.env.FC_SEED ?? '20261128';
if ( seedSetting !== 'random' ) {
	fc.configureGlobal( { seed: Number( seedSetting ) } );
}
