import { certificateFileName } from '@complyra/core/quiz/quiz.rules';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { readUserName } from '../../../lib/storage-keys';
import { CertificateView, downloadSvgAsPng } from './certificate-view';

export const sampleCertificate = { courseTitle: 'Sample Course', score: 95 } as const;

/** /certificate: the sample certificate (Sample Course, score 95, the stored user name or 'User'). */
export function SampleCertificatePage() {
  const svg = useRef<SVGSVGElement>(null);
  const holderName = readUserName();
  const now = new Date();
  const download = () => {
    // Download errors are only logged (spec 001 §8).
    if (svg.current) downloadSvgAsPng(svg.current, certificateFileName(sampleCertificate.courseTitle, holderName,
      now)).catch(console.error);
  };
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col items-center gap-4 p-4 md:p-8">
      <div className="rounded-md border shadow-sm">
        <CertificateView
          ref={svg}
          holderName={holderName}
          courseTitle={sampleCertificate.courseTitle}
          score={sampleCertificate.score}
          year={now.getFullYear()}
        />
      </div>
      <Button onClick={download}>
        <Download aria-hidden="true" /> Download Certificate
      </Button>
    </main>
  );
}
