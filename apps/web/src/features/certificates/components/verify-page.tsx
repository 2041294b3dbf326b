import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/page-spinner';
import { useCertificateVerification } from '../api/certificates-api';

export const verifyMessages = {
  title: 'Certificate verification',
  notFound: 'No certificate has this code. Check the code on the certificate and try again.',
  statuses: { valid: 'Valid', revoked: 'Revoked', expired: 'Expired' },
} as const;

/** /verify/{code}: public, no sign-in. Shows the record the server holds for the code and its status. */
export function VerifyPage({ code }: { code: string }) {
  const verification = useCertificateVerification(code);
  if (verification.isPending) return <PageSpinner />;
  const record = verification.data;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4 md:p-8">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{verifyMessages.title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {record ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                <Badge variant={record.status === 'valid' ? 'default' : 'destructive'} data-testid="certificate-status">
                  {verifyMessages.statuses[record.status]}
                </Badge>
              </dd>
              <dt className="text-muted-foreground">Holder</dt>
              <dd>{record.holderName}</dd>
              <dt className="text-muted-foreground">Course</dt>
              <dd>{record.courseTitle}</dd>
              <dt className="text-muted-foreground">Organization</dt>
              <dd>{record.organization}</dd>
              <dt className="text-muted-foreground">Issued</dt>
              <dd>{record.issuedAt.slice(0, 10)}</dd>
              <dt className="text-muted-foreground">Score</dt>
              <dd>{record.score}%</dd>
              <dt className="text-muted-foreground">Code</dt>
              <dd className="font-mono">{record.code}</dd>
            </dl>
          ) : (
            <p>{verification.error?.message === 'Too many verification requests. Please try again later.' ? verification.error.message : verifyMessages.notFound}</p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
