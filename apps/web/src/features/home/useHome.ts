import { useQuery } from '@tanstack/react-query';
import { readQuery, reads } from '../../shared/query/reads';

/** GET /home: sections, intro slides and sponsors. */
export function useHome() {
  return useQuery(readQuery(reads.home()));
}
