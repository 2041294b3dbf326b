import { contactInboxMessages, type ContactInboxFilter } from '@complyra/core/contact/contact.schema';
import { noMatchText } from '@complyra/core/system/paging.schema';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ListPager } from '../../../components/list/list-pager';
import { ListSearch } from '../../../components/list/list-search';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useListParams } from '../../../hooks/use-list-params';
import { useContactInbox, useMarkContactRead } from '../api/contact-inbox';

const filters: { value: ContactInboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];

/** How many messages one page shows. */
export const contactInboxPageSize = 20;

/** The super user's inbox of contact-form messages: newest first, searched, filtered by read state. */
export function ContactInboxPanel() {
  const list = useListParams<'createdAt'>({ sort: 'createdAt', order: 'desc', limit: contactInboxPageSize });
  const [filter, setFilter] = useState<ContactInboxFilter>('all');
  const inbox = useContactInbox({ ...list.params, filter });
  const mark = useMarkContactRead();
  const search = list.params.search;

  const toggle = (id: string, read: boolean) =>
    mark.mutateAsync({ id, read }).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : contactInboxMessages.updateFailed));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {contactInboxMessages.title}
          {inbox.data && inbox.data.unread > 0 ? <Badge>{inbox.data.unread} unread</Badge> : null}
        </CardTitle>
        <CardDescription>{contactInboxMessages.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <ListSearch label="Search messages" placeholder="Search by name, e-mail, organization or text" value={list.searchText} onChange={list.setSearchText} />
          <div role="group" aria-label="Show messages" className="flex gap-1">
            {filters.map((option) => (
              <Button
                key={option.value}
                type="button"
                size="sm"
                variant={filter === option.value ? 'default' : 'outline'}
                aria-pressed={filter === option.value}
                onClick={() => setFilter(option.value)}
              >
                {option.label}
              </Button>
            ))}
          </div>
        </div>
        {inbox.isError && !inbox.data ? (
          <p role="alert" className="py-6 text-center text-destructive text-sm">{contactInboxMessages.loadFailed}</p>
        ) : inbox.isPending ? (
          <p role="status" className="py-6 text-center text-muted-foreground text-sm">{contactInboxMessages.loading}</p>
        ) : inbox.data.items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground text-sm">{search ? noMatchText(search) : contactInboxMessages.empty}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {inbox.data.items.map((message) => {
              const unread = message.readAt === null;
              return (
                <li key={message.id} className="space-y-1 p-4" aria-label={`${unread ? 'Unread' : 'Read'} message from ${message.fullName}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className={unread ? 'font-semibold' : 'font-medium text-muted-foreground'}>
                      {message.fullName} · {message.organization} · <a className="underline" href={`mailto:${message.email}`}>{message.email}</a>
                    </p>
                    <div className="flex items-center gap-2">
                      <time className="text-muted-foreground text-xs" dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
                      <Button type="button" size="sm" variant="outline" onClick={() => toggle(message.id, unread)} disabled={mark.isPending}>
                        {unread ? <MailOpen aria-hidden="true" /> : <Mail aria-hidden="true" />}
                        {unread ? contactInboxMessages.markRead : contactInboxMessages.markUnread}
                      </Button>
                    </div>
                  </div>
                  <p className="whitespace-pre-wrap text-sm">{message.message}</p>
                </li>
              );
            })}
          </ul>
        )}
        <ListPager label="Messages pages" shown={inbox.data} onPageChange={list.setPage} />
      </CardContent>
    </Card>
  );
}
