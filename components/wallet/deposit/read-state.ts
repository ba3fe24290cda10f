/** One of /recharge's reads as its hook answers it (SWR's fields), with its retry: what the views are drawn from. */
export interface ReadState<T> {
  data?: T;
  error?: unknown;
  isLoading?: boolean;
  retry: () => void;
}
