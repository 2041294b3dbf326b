import { Award, BarChart3, BookOpen, Building2, Clock, Users } from 'lucide-react';

const features = [
  {
    icon: BookOpen,
    title: 'Custom compliance courses',
    description: 'Upload your own slides and policies; they become narrated courses with subtitles.',
  },
  {
    icon: BarChart3,
    title: 'Progress tracking',
    description: 'See who has started, who is halfway and who is done, per person and per course.',
  },
  {
    icon: Award,
    title: 'Automated certification',
    description: 'Learners who pass the assessment receive a certificate without anyone lifting a finger.',
  },
  {
    icon: Clock,
    title: 'Time-efficient courses',
    description: 'Short slides, adjustable playback speed and focused quizzes respect your people’s time.',
  },
  {
    icon: Users,
    title: 'Employee engagement',
    description: 'An AI assistant answers questions about each course while your employees learn.',
  },
  {
    icon: Building2,
    title: 'Multi-tenant platform',
    description: 'Every organization gets its own users, courses and reports, kept strictly apart.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">Features</p>
          <h2 id="features-heading" className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">
            Everything you need to run compliance training
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            From the first course to the last certificate, in one place for every organization you manage.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <feature.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-semibold text-lg">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
