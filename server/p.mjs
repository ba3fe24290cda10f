import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = await PGlite.create('memory://'); console.log('create', Date.now()-t);
await db.exec('create table a(x int); insert into a values (1)');
t=Date.now(); const c = await db.clone(); console.log('clone', Date.now()-t, (await c.query('select * from a')).rows);
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const d = await PGlite.create('memory://', {loadDataDir: dump}); console.log('load', Date.now()-t, (await d.query('select * from a')).rows);
