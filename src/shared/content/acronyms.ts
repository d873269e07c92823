/**
 * The one glossary of acronyms the profile texts may use, written as the texts
 * write them, with the words they stand for. Each text spells an acronym out at
 * its first use, as "Enem (Exame Nacional do Ensino Médio)" or "Exame Nacional
 * do Ensino Médio (Enem)", with exactly these words (reading-level.ts checks it).
 *
 * Spelling follows the Brazilian press: capitals for acronyms of up to three
 * letters and for those read letter by letter (OAB, CNPJ); only the first
 * letter for longer ones read as a word (Enem, Senai). A few keep their
 * official spelling (ProUni).
 */
export const ACRONYM_GLOSSARY: Readonly<Record<string, string>> = {
  Anac: 'Agência Nacional de Aviação Civil',
  CNH: 'Carteira Nacional de Habilitação',
  Coren: 'Conselho Regional de Enfermagem',
  Crea: 'Conselho Regional de Engenharia e Agronomia',
  CRM: 'Conselho Regional de Medicina',
  CVV: 'Centro de Valorização da Vida',
  Enem: 'Exame Nacional do Ensino Médio',
  Etec: 'Escola Técnica Estadual',
  Fies: 'Fundo de Financiamento Estudantil',
  Libras: 'Língua Brasileira de Sinais',
  MEI: 'Microempreendedor Individual',
  OAB: 'Ordem dos Advogados do Brasil',
  ProUni: 'Programa Universidade para Todos',
  Senac: 'Serviço Nacional de Aprendizagem Comercial',
  Senai: 'Serviço Nacional de Aprendizagem Industrial',
  Sisu: 'Sistema de Seleção Unificada',
  SUS: 'Sistema Único de Saúde',
};
