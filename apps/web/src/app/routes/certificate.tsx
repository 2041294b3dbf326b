import { SampleCertificatePage } from '../../features/certificates/components/sample-certificate-page';
import { usePageTitle } from '../../hooks/use-page-title';

export default function CertificateRoute() {
  usePageTitle('Certificate');
  return <SampleCertificatePage />;
}
