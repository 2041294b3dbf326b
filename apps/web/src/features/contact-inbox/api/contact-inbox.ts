import type { ContactInboxFilter, ContactInboxItem, ContactInboxPage } from '@complyra/core/contact/contact.schema';
import type { ListParams } from '@complyra/core/system/paging.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

export type ContactInboxParams = ListParams<'createdAt'> & { filter: ContactInboxFilter };

/** GET /api/superadmin/contact-requests: one page of the inbox, newest first. */
export function getContactInbox(params: ContactInboxParams): Promise<ContactInboxPage> {
  return api.get(`/api/superadmin/contact-requests?${listQueryString(params)}`, { errorMessage: 'Failed to load messages' });
}

export function useContactInbox(params: ContactInboxParams) {
  return useQuery({
    queryKey: queryKeys.contactInbox(params),
    queryFn: () => getContactInbox(params),
    placeholderData: keepPreviousData,
  });
}

/** Marks one message read or unread; every page and the unread count refresh. */
export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.patch<ContactInboxItem>(`/api/superadmin/contact-requests/${encodeURIComponent(id)}`, { read }, {
        errorMessage: 'Failed to update the message',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contactInbox() }),
  });
}
