import { describeFuzzPart } from './fuzz-pass.test-support.ts';

describeFuzzPart(2);
