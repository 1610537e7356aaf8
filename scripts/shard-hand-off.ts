/**
 * `npm run shard-hand-off -- dist.shard-i`: in a render job, after `npm run build -- --shard i/n --changed-only`:
 * lists the links its pages leave to the deploy job (dist.shard-i.links.txt) and moves its page files apart
 * (dist.shard-i.pages/), so the deploy job holds one render job's pages at a time (scripts/pipeline/shard-hand-off.ts).
 */
import { handOffShard } from './pipeline/shard-hand-off.ts';

const [into, ...rest] = process.argv.slice(2);
try {
  if (!into || rest.length > 0) throw new Error('Usage: npm run shard-hand-off -- dist.shard-i');
  const { links, outward, pages } = await handOffShard(into);
  console.log(`${into}: ${pages} page files moved apart; ${links} internal links, ${outward} left to the deploy job to resolve.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
