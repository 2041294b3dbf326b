import { type AiTrailEntry, aiTrailMessages } from '@complyra/core/audit/ai-trail.schema';
import { noMatchText } from '@complyra/core/system/paging.schema';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { ListPager } from '../../../components/list/list-pager';
import { ListSearch } from '../../../components/list/list-search';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useListParams } from '../../../hooks/use-list-params';
import { useAiTrail, useAiTrailCounts, useAiTrailEntry } from '../api/ai-trail';

/** How many questions one page shows. */
export const aiTrailPageSize = 20;

const courseName = (entry: { courseTitle: string | null; courseId: string | null }) =>
  entry.courseId === null ? aiTrailMessages.generalChat : (entry.courseTitle ?? entry.courseId);
const outcomeNote: Record<AiTrailEntry['outcome'], string> = { answered: '', refused: aiTrailMessages.refused, failed: aiTrailMessages.failed };
const slides = (entry: AiTrailEntry) => (entry.citedSlides.length === 0 ? '—' : entry.citedSlides.map((s) => s.slide).join(', '));

/** The AI audit trail for the organization's admin: counts per course, then every question, names hidden until opened. */
export function AiTrailPanel({ tenantId }: { tenantId: string }) {
  const list = useListParams<'createdAt'>({ sort: 'createdAt', order: 'desc', limit: aiTrailPageSize });
  const trail = useAiTrail(tenantId, list.params);
  const counts = useAiTrailCounts(tenantId);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useAiTrailEntry(tenantId, openId);
  const search = list.params.search;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{aiTrailMessages.title}</CardTitle>
        <CardDescription>{aiTrailMessages.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {counts.data && counts.data.length > 0 ? (
          <ul aria-label="Questions per course" className="flex flex-wrap gap-2">
            {counts.data.map((row) => (
              <li key={row.courseId ?? 'general'} className="rounded-md border px-3 py-1 text-sm">
                {courseName(row)}: <span className="font-semibold tabular-nums">{row.questions}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <ListSearch label="Search questions" placeholder="Search the questions" value={list.searchText} onChange={list.setSearchText} />
        {trail.isError && !trail.data ? (
          <p role="alert" className="py-6 text-center text-destructive text-sm">{aiTrailMessages.loadFailed}</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Question</TableHead>
                  <TableHead>Course</TableHead>
                  <TableHead>Engine</TableHead>
                  <TableHead>Cited slides</TableHead>
                  <TableHead>Asked</TableHead>
                  <TableHead>Asked by</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {trail.isPending ? (
                  <TableRow><TableCell colSpan={6} role="status" className="py-8 text-center text-muted-foreground">{aiTrailMessages.loading}</TableCell></TableRow>
                ) : trail.data.items.length === 0 ? (
                  <TableRow><TableCell colSpan={6} className="py-8 text-center text-muted-foreground">{search ? noMatchText(search) : aiTrailMessages.empty}</TableCell></TableRow>
                ) : (
                  trail.data.items.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell className="max-w-md">{entry.question}</TableCell>
                      <TableCell>{courseName(entry)}</TableCell>
                      <TableCell>{entry.engine === 'ai' ? 'AI' : 'Built-in'}{outcomeNote[entry.outcome]}</TableCell>
                      <TableCell className="tabular-nums">{slides(entry)}</TableCell>
                      <TableCell><time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time></TableCell>
                      <TableCell>
                        <Button type="button" size="sm" variant="outline" onClick={() => setOpenId(entry.id)} aria-label={`${aiTrailMessages.showAsker}: ${entry.question}`}>
                          <Eye aria-hidden="true" />
                          {aiTrailMessages.showAsker}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
        <ListPager label="Questions pages" shown={trail.data} onPageChange={list.setPage} />
      </CardContent>
      <Dialog open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Question to the AI helper</DialogTitle>
            <DialogDescription>Opening a question is recorded in the audit log.</DialogDescription>
          </DialogHeader>
          {opened.data ? (
            <dl className="space-y-2 text-sm">
              <div><dt className="font-medium">Asked by</dt><dd>{opened.data.askedBy ? `${opened.data.askedBy.name} (${opened.data.askedBy.email})` : 'No longer in the organization'}</dd></div>
              <div><dt className="font-medium">Question</dt><dd>{opened.data.question}</dd></div>
              <div><dt className="font-medium">Answer</dt><dd className="whitespace-pre-wrap">{opened.data.answer}</dd></div>
            </dl>
          ) : opened.isError ? (
            <p role="alert" className="text-destructive text-sm">{aiTrailMessages.loadFailed}</p>
          ) : (
            <p role="status" className="text-muted-foreground text-sm">{aiTrailMessages.loading}</p>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
