import { ContactSection } from '../../features/contact/components/contact-section';
import { FeaturesSection } from '../../features/landing/components/features-section';
import { Hero } from '../../features/landing/components/hero';
import { StatsStrip } from '../../features/landing/components/stats-strip';
import { TestimonialsCarousel } from '../../features/landing/components/testimonials-carousel';
import { TrustedBy } from '../../features/landing/components/trusted-by';
import { usePageTitle } from '../../hooks/use-page-title';

export default function LandingRoute() {
  usePageTitle();
  return (
    <>
      <Hero />
      <StatsStrip />
      <TrustedBy />
      <FeaturesSection />
      <TestimonialsCarousel />
      <ContactSection />
    </>
  );
}
