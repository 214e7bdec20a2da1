/** Every query key, derived here so writes and live updates invalidate exactly what they change. */
export type ListScope = 'all' | 'door' | 'part' | 'mine';

export const queryKeys = {
  user: ['user'] as const,
  inventory: ['inventory'] as const,
  list: (scope: ListScope) => ['inventory', 'list', scope] as const,
  stats: ['inventory', 'stats'] as const,
  item: (id: number) => ['inventory', 'item', id] as const,
  image: (name: string) => ['image', name] as const,
};
