import { useQuery } from '@tanstack/react-query';
import type { TerminalMap, TrafficMap } from '@can/contracts/maps';
import { mapPaths } from '@can/contracts/map-paths';
import { get } from '../../../lib/api-client';

/** GET /byairport-cms/map/terminal?terminal: every floor of a terminal, drawn from its layout. */
export async function getTerminalMap(terminal: string, signal?: AbortSignal): Promise<TerminalMap> {
  const { data } = await get(mapPaths.terminal, {
    params: { terminal },
    schema: () => import('@can/contracts/maps').then((m) => m.terminalMap),
    silent: true,
    signal,
  });
  return data;
}

export const useTerminalMap = (locale: string, terminal: string) =>
  useQuery({
    queryKey: ['maps', 'terminal', locale, terminal] as const,
    queryFn: ({ signal }) => getTerminalMap(terminal, signal),
    staleTime: 30 * 60_000,
  });

/** GET /byairport-cms/map/traffic: the airport with its stations, car parks and bus stops. */
export async function getTrafficMap(signal?: AbortSignal): Promise<TrafficMap> {
  const { data } = await get(mapPaths.traffic, {
    schema: () => import('@can/contracts/maps').then((m) => m.trafficMap),
    silent: true,
    signal,
  });
  return data;
}

export const useTrafficMap = (locale: string) =>
  useQuery({
    queryKey: ['maps', 'traffic', locale] as const,
    queryFn: ({ signal }) => getTrafficMap(signal),
    staleTime: 30 * 60_000,
  });
