import { describe, expect, it } from 'vitest';
import { acronymAsked, definesSubject, definitionAsked, expansionIn, namesSubject, saysWhatItIs } from './definitions.ts';
import { analyzerFor } from './search-terms.ts';

const terms = (text: string) => analyzerFor('en').terms(text);

describe('questions that ask what something is', () => {
  it('finds the subject of "what is" and "stand for" questions, not of other "what/who" questions', () => {
    expect(definitionAsked('What is a catalog in OSCAL?')).toBe('catalog in OSCAL');
    expect(definitionAsked('What does OSCAL stand for?')).toBe('OSCAL');
    expect(definitionAsked('What does control mean in OSCAL\'s terms?')).toBe('control');
    expect(definitionAsked('¿Qué es el RMSE?')).toBe('RMSE');
    expect(definitionAsked('Who writes the profiles?')).toBeNull();
    expect(definitionAsked('What problems is OSCAL trying to solve?')).toBeNull();
    expect(acronymAsked('What does OSCAL stand for?')).toBe('OSCAL');
    expect(acronymAsked('What is a catalog?')).toBeNull();
    // "What does Git do?" asks what Git is for: its subject is Git, and an acronym's is not spelt out for it.
    expect(definitionAsked('What does Git do?')).toBe('Git');
    expect(acronymAsked('What does OSCAL do?')).toBeNull();
  });

  it('spells an acronym out only from words whose initials make it', () => {
    expect(expansionIn('Overview of the Open Security Controls Assessment Language (OSCAL)', 'OSCAL')).toBe(
      'Open Security Controls Assessment Language',
    );
    expect(expansionIn('The NIST (National Institute of Standards and Technology) list', 'NIST')).toBe(
      'National Institute of Standards and Technology',
    );
    expect(expansionIn('We publish it in OSCAL (see the next slide)', 'OSCAL')).toBeNull();
    expect(expansionIn('Catalogs are written in OSCAL.', 'OSCAL')).toBeNull();
  });

  it('knows the line that defines a subject from a line that only names it', () => {
    expect(definesSubject('Catalog: Defines a set of security controls', ['catalog'], terms)).toBe(true);
    expect(definesSubject('Catalog, A set of security control definitions.', ['catalog'], terms)).toBe(true);
    expect(definesSubject('A profile is a set of security requirements', ['profil'], terms)).toBe(true);
    expect(definesSubject('Catalog maintainers: publishing catalogs into OSCAL format', ['catalog'], terms)).toBe(false);
    expect(definesSubject('Using OSCAL formats makes the catalog explicit', ['catalog'], terms)).toBe(false);
    // A one-word subject said to be something after an opening clause.
    expect(definesSubject('Some think it is GitHub but that is not true as Git is a version control tool', ['git'], terms)).toBe(true);
    expect(definesSubject('The approach we take with Git branches is an agile one', ['git'], terms)).toBe(false);
  });

  it('knows a sentence saying what something is from one naming it in passing', () => {
    const term = (word: string) => analyzerFor('en').term(word);
    expect(saysWhatItIs('While GitHub is a cloud platform for hosting Git projects.', ['github'], term)).toBe(true);
    expect(saysWhatItIs('Git is a version control tool which does not require GitHub', ['git'], term)).toBe(true);
    expect(saysWhatItIs('The version hosted on GitHub is downloaded by git pull.', ['github'], term)).toBe(false);
  });

  it('knows the line that gives the subject its name ("known as", "se llama") from one that only uses the word', () => {
    const es = (text: string) => analyzerFor('es').terms(text);
    const rmse = es('RMSE');
    expect(namesSubject('Que produce una métrica conocida, como era de esperar, como Raíz del Error Cuadrático Medio (RMSE)', rmse, es))
      .toBe(true);
    expect(namesSubject('Esta métrica se llama Error cuadrático medio (MSE)', es('MSE'), es)).toBe(true);
    // "known values" is no name: "conocidos" names only with "como".
    expect(namesSubject('Los valores conocidos del RMSE', rmse, es)).toBe(false);
    expect(namesSubject('The RMSE of our model is a little over 3', terms('RMSE'), terms)).toBe(false);
    expect(namesSubject('A metric known as Root Mean Squared Error (RMSE)', terms('RMSE'), terms)).toBe(true);
  });
});
