/**
 * `npm run bench:api [-- --db FILE --connections 32 --seconds 10 --endpoint GetDoctorSpecialtyDetails]`
 * Measures the reference API's throughput on one GET detail endpoint: the server runs in its own process,
 * autocannon loads it from this one, cycling through real UIDs. Prints one JSON line.
 */
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_DB_PATH } from './reference-api/paths.ts';
import { startApiProcess } from './reference-api/process.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: DEFAULT_DB_PATH },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    endpoint: { type: 'string', default: 'GetDoctorSpecialtyDetails' },
  },
});

const DETAIL_ENDPOINTS: Readonly<Record<string, { path: string; table: string }>> = {
  GetDoctorSpecialtyDetails: { path: '/api/Doctor/GetDoctorSpecialtyDetails', table: 'doctors' },
  GetHospitalDetails: { path: '/api/Home/GetHospitalDetails', table: 'hospitals' },
};
const target = DETAIL_ENDPOINTS[values.endpoint];
if (!target) throw new Error(`--endpoint must be one of ${Object.keys(DETAIL_ENDPOINTS).join(', ')}`);

// Real UIDs spread over the table, so the benchmark is not one cached row.
const db = new DatabaseSync(values.db, { readOnly: true });
const uids = (db.prepare(`SELECT uid FROM ${target.table} WHERE id % 97 = 0 LIMIT 5000`).all() as Array<{ uid: string }>).map((row) => row.uid);
db.close();

const api = await startApiProcess({ API_DB_PATH: values.db });
const url = api.url;

let next = 0;
const result = await autocannon({
  url,
  connections: Number(values.connections),
  duration: Number(values.seconds),
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${target.path}?UID=${uids[next++ % uids.length]}` }) }],
});
await api.stop();

console.log(
  JSON.stringify({
    endpoint: values.endpoint,
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    requestsPerSecond: Math.round(result.requests.average),
    latencyMsP50: result.latency.p50,
    latencyMsP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
