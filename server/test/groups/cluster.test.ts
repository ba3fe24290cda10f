import { runGroup } from './groups.ts';

await runGroup('cluster');
