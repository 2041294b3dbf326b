import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function CertificateRoute() {
  return (
    <PagePlaceholder title="Certificate" description="Sample certificate for Sample Course (score 95)." />
  );
}
