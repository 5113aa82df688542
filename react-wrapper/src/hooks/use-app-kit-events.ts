'use client';

import { NO_EVENT, type AppKitEventsState } from '../event-log.js';
import { useInstanceSlice, type InstanceSlice } from '../use-instance-slice.js';

const eventsSlice: InstanceSlice<AppKitEventsState> = {
  subscribe: ({ events }, _param, onChange) => events.listen(onChange),
  read: ({ events }) => events.get(),
  server: () => NO_EVENT,
};

/** The last analytics event (`{ timestamp, data }`); both undefined before the first one. */
export function useAppKitEvents(): AppKitEventsState {
  return useInstanceSlice('useAppKitEvents', eventsSlice, undefined);
}
