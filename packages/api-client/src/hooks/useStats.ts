import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

export function useStats() {
  return useSWR(keys.stats(), () => request('stats'));
}
