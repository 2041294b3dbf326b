import { useParams } from 'react-router';
import { VerifyPage } from '../../features/certificates/components/verify-page';
import { usePageTitle } from '../../hooks/use-page-title';

/** /verify/{code}: public. */
export default function VerifyCertificateRoute() {
  usePageTitle('Certificate verification');
  const { code = '' } = useParams();
  return <VerifyPage code={code.toUpperCase()} />;
}
