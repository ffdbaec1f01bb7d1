#!/usr/bin/env node
// What checking an answer against its contract costs (decision 008): the server's own serializer
// (apps/server/src/platform/answer-check.ts) against JSON.stringify of the same answer, measured
// in the same process and the same run, so the ratio holds on a busy or a slow machine.
//
//   node bench/answer-check.mjs            (BENCH_ROUNDS=7, BENCH_ITERATIONS=1000)
//
// The answers are real: fetched from the built server as a browser reads them.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import {
  finish,
  printTable,
  round,
  runBenchmark,
  startServer,
  wholeNumberEnv,
  writeResult,
} from './lib/common.mjs';
import { contracts } from './lib/signing.mjs';

const ROUNDS = wholeNumberEnv('BENCH_ROUNDS', 7);
const ITERATIONS = wholeNumberEnv('BENCH_ITERATIONS', 1000);
const { answerSerializer } = await tsImport(
  '../apps/server/src/platform/answer-check.ts',
  import.meta.url,
);
const { answers, flightPage, flightDetail, navMenusData, flightPaths, cmsPaths } = contracts;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Microseconds per call of `fn`, the median of ROUNDS rounds of ITERATIONS calls. */
function microsPerCall(fn) {
  for (let i = 0; i < ITERATIONS; i++) fn(); // warm up the JIT
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now();
    for (let i = 0; i < ITERATIONS; i++) fn();
    rounds.push(((performance.now() - start) * 1000) / ITERATIONS);
  }
  return median(rounds);
}

async function read(baseUrl, path, query) {
  const url = `${baseUrl}${path}?${new URLSearchParams(query)}`;
  const response = await fetch(url, { headers: { locale: 'zh_CN' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

async function main() {
  const server = await startServer();
  const board = await read(server.baseUrl, flightPaths.board, {
    type: '1',
    terminal: '',
    day: 0,
    depOrArr: '1',
    pageNum: 1,
    pageSize: 20,
  });
  const flightId = board.data.list[0]?.flightId;
  const cases = [
    { name: 'board page, 20 flights', answer: board, schema: answers(flightPage)[200] },
    {
      name: 'flight detail',
      answer: await read(server.baseUrl, flightPaths.detail, { flightId }),
      schema: answers(flightDetail)[200],
    },
    {
      name: 'navigation menu',
      answer: await read(server.baseUrl, cmsPaths.navMenus, {}),
      schema: answers(navMenusData)[200],
    },
  ];
  await server.stop();

  const rows = cases.map(({ name, answer, schema }) => {
    const serialize = answerSerializer({ schema, method: 'GET', url: name, httpStatus: '200' });
    if (serialize(answer) !== JSON.stringify(answer))
      throw new Error(`${name}: the checked answer differs from its JSON`);
    const stringify = microsPerCall(() => JSON.stringify(answer));
    const checked = microsPerCall(() => serialize(answer));
    return {
      answer: name,
      kB: round(JSON.stringify(answer).length / 1024),
      'JSON.stringify µs (calibration)': round(stringify),
      'checked + stringify µs': round(checked),
      'check costs × stringify': round((checked - stringify) / stringify, 2),
    };
  });
  printTable(`answer check, median of ${ROUNDS} rounds × ${ITERATIONS} calls, same process`, rows);
  writeResult('answer-check', { rounds: ROUNDS, iterations: ITERATIONS, rows });
  await finish([]);
}

runBenchmark(main);
