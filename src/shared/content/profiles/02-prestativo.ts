import type { ProfileContent } from '../content.schema';

export const prestativo: ProfileContent = {
  id: 2,
  slug: 'prestativo',
  name: 'Prestativo',
  careerName: 'Cuidador',
  icon: '🤝',
  color: '#be185d',
  description:
    'Você percebe rápido quando alguém não está bem, às vezes antes da própria pessoa. É quem empresta o caderno, lembra do aniversário do colega e fica depois da aula para explicar a matéria a um amigo. Ajudar, para você, não é obrigação: é o seu jeito natural de se conectar com as pessoas e fazer diferença na vida delas.',
  motivation:
    'Sentir que é importante na vida das pessoas e que o seu cuidado deixa o dia de alguém mais leve.',
  coreValues: [
    'Empatia',
    'Generosidade',
    'Acolhimento',
    'Amizade e vínculos',
    'Solidariedade',
    'Gratidão',
  ],
  scenario:
    'No caminho para a escola, você manda uma mensagem para aquela amiga que estava chateada ontem, só para saber se ela melhorou. No intervalo, percebe que o colega novo está lanchando sozinho e o chama para a sua roda sem pensar duas vezes. À tarde, no seu trabalho de jovem aprendiz na recepção de uma clínica, uma senhora chega nervosa e perdida; você a acalma, explica com paciência onde fica a sala e ainda confere se a consulta dela está confirmada. No fim do expediente, o gerente comenta que os pacientes vivem elogiando o atendimento da recepção. Em casa, mesmo com o dia cheio, você ajuda o irmão mais novo com a lição de Matemática. Só lá pelas dez da noite lembra que o seu próprio trabalho de História está pela metade. Você respira fundo e manda uma mensagem para o grupo pedindo uma força. Hoje você aprende que cuidar de si também é uma forma de cuidar dos outros.',
  personalityTraits: [
    'Empatia à flor da pele',
    'Calor humano',
    'Atenção às necessidades dos outros',
    'Facilidade para criar vínculos',
    'Generosidade com tempo e energia',
    'Sensibilidade ao clima do ambiente',
    'Jeito acolhedor de se comunicar',
  ],
  strengths: [
    'Escuta atenta e paciente',
    'Excelente atendimento a pessoas',
    'Capacidade de unir o grupo',
    'Leitura rápida das emoções da equipe',
    'Disposição genuína para colaborar',
    'Talento para fazer as pessoas se sentirem bem-vindas',
    'Memória para detalhes sobre as pessoas',
  ],
  tips: [
    'Estude em dupla ou em grupo: explicar a matéria para alguém é uma das formas mais eficientes de aprender, e você faz isso com naturalidade.',
    'Proteja o seu horário de estudo como protegeria o compromisso com um amigo. Avise que, naquele período, você só responde mensagens depois.',
    'Antes de dizer “sim” a um pedido, pergunte a si: “tenho tempo para isso sem prejudicar as minhas tarefas?”. Se não tiver, tudo bem combinar outro momento.',
    'No primeiro emprego, use a sua facilidade com pessoas para aprender rápido com os colegas mais experientes: pergunte, observe e agradeça.',
    'Em entrevistas, conte histórias concretas de quando você ajudou alguém a resolver um problema. Elas mostram as suas habilidades melhor do que qualquer adjetivo.',
    'Faça trabalho voluntário em ONGs, projetos da escola ou da sua comunidade: além de fazer bem, isso conta como experiência no currículo.',
    'Anote as suas próprias metas com a mesma atenção com que você lembra das necessidades dos outros, e revise essa lista toda semana.',
  ],
  careers: [
    {
      name: 'Técnico(a) em Enfermagem',
      whyItFits:
        'Você fica perto dos pacientes em cada momento do cuidado, e a sua atenção faz diferença real na recuperação das pessoas.',
      pathInBrazil:
        'Curso técnico em Enfermagem (ETEC, SENAC, Institutos Federais e escolas técnicas de saúde), com cerca de dois anos e estágio supervisionado, seguido do registro no COREN; é uma porta rápida para o mercado e uma boa base para cursar a graduação depois.',
    },
    {
      name: 'Enfermeiro(a)',
      whyItFits:
        'Une cuidado humano e conhecimento científico para acolher pacientes e famílias em momentos delicados e coordenar a equipe de enfermagem.',
      pathInBrazil:
        'Graduação em Enfermagem (de quatro a cinco anos), com vagas pelo ENEM/SISU, ProUni ou FIES, e registro no COREN; depois, residências multiprofissionais e concursos públicos em hospitais e no SUS ampliam as oportunidades.',
    },
    {
      name: 'Psicólogo(a)',
      whyItFits:
        'A sua escuta atenta e a sua empatia são as principais ferramentas de quem ajuda as pessoas a entender e cuidar das próprias emoções.',
      pathInBrazil:
        'Graduação em Psicologia (cerca de cinco anos) pelo ENEM/SISU, ProUni ou FIES, com estágios supervisionados e registro no CRP; é possível atuar em clínicas, escolas, hospitais, empresas e na rede pública.',
    },
    {
      name: 'Assistente Social',
      whyItFits:
        'Você conecta pessoas e famílias aos direitos e serviços de que precisam, transformando empatia em apoio concreto.',
      pathInBrazil:
        'Graduação em Serviço Social (cerca de quatro anos) e registro no CRESS; há muitas vagas por concurso em prefeituras, nos CRAS e CREAS, em hospitais e no INSS.',
    },
    {
      name: 'Fisioterapeuta',
      whyItFits:
        'Acompanhar de perto a evolução de cada paciente, da dor à recuperação, traz o senso de propósito que move você.',
      pathInBrazil:
        'Graduação em Fisioterapia (cerca de cinco anos), com vagas pelo ENEM/SISU, ProUni ou FIES, e registro no CREFITO; especializações em áreas como ortopedia, neurologia ou esporte ajudam a se destacar.',
    },
    {
      name: 'Terapeuta Ocupacional',
      whyItFits:
        'Você ajuda pessoas com deficiência, doenças ou limitações a recuperar a autonomia nas atividades do dia a dia, com paciência e criatividade.',
      pathInBrazil:
        'Graduação em Terapia Ocupacional, oferecida por universidades públicas (via ENEM/SISU) e privadas (com ProUni ou FIES), e registro no CREFITO; há demanda em hospitais, centros de reabilitação, escolas e serviços de saúde mental.',
    },
    {
      name: 'Professor(a) de Educação Infantil',
      whyItFits:
        'Acolher crianças nos primeiros anos de escola, com carinho e paciência, é uma forma poderosa de fazer diferença na vida de alguém desde cedo.',
      pathInBrazil:
        'O caminho principal é a licenciatura em Pedagogia (ENEM/SISU, ProUni ou FIES), com estágio em escolas; a lei ainda aceita o curso Normal de nível médio para lecionar na educação infantil, e os concursos municipais oferecem estabilidade.',
    },
    {
      name: 'Analista de Recursos Humanos',
      whyItFits:
        'Você cuida da jornada das pessoas dentro da empresa, da contratação ao desenvolvimento, ajudando cada uma a se sentir valorizada.',
      pathInBrazil:
        'Tecnólogo em Gestão de Recursos Humanos, Psicologia ou Administração são caminhos comuns; muita gente começa como jovem aprendiz ou em estágio no departamento pessoal e no recrutamento.',
    },
    {
      name: 'Agente Comunitário(a) de Saúde',
      whyItFits:
        'Visitar famílias, orientar sobre saúde e criar laços com a vizinhança é um trabalho de cuidado direto, perfeito para quem gosta de gente.',
      pathInBrazil:
        'Exige ensino médio completo, morar na área em que vai atuar e passar no processo seletivo público da prefeitura, seguido de um curso de formação inicial; é uma ótima porta de entrada na saúde pública.',
    },
    {
      name: 'Analista de Sucesso do Cliente (Customer Success)',
      whyItFits:
        'A sua vontade genuína de ajudar faz com que os clientes alcancem bons resultados e se sintam bem cuidados pela empresa.',
      pathInBrazil:
        'Não exige uma formação específica: muita gente começa em atendimento ou suporte, às vezes como jovem aprendiz, e cresce com cursos livres e graduações como Administração ou o tecnólogo em Gestão Comercial; empresas de tecnologia contratam bastante para a área.',
    },
  ],
  weaknesses: [
    'Você pode ter dificuldade de dizer “não” e acabar assumindo mais tarefas do que consegue cumprir com tranquilidade.',
    'Às vezes, você cuida tanto dos outros que deixa os próprios estudos, necessidades e descanso para depois.',
    'Quando a ajuda não é reconhecida, pode surgir uma mágoa silenciosa. Vale lembrar que nem todo mundo demonstra gratidão do mesmo jeito.',
    'Críticas ao seu trabalho podem ser sentidas como críticas a você como pessoa, o que deixa alguns feedbacks mais doloridos do que precisariam ser.',
    'Existe o risco de oferecer ajuda sem que ninguém tenha pedido, o que, em alguns casos, pode ser recebido como interferência.',
    'Pedir ajuda pode parecer desconfortável, como se você precisasse estar sempre no papel de quem oferece apoio e nunca no de quem recebe.',
  ],
  workStyle: [
    'Você rende mais em ambientes com clima humano e colaborativo, em que as pessoas se tratam com respeito e gentileza.',
    'Trabalhar em contato direto com pessoas, sejam clientes, pacientes, alunos ou colegas, costuma dar energia e sentido ao seu dia.',
    'Em equipe, você é o elo: integra quem acabou de chegar, percebe conflitos logo no começo e ajuda a manter o grupo unido.',
    'Reconhecimento sincero faz diferença para você; um “obrigado pelo seu cuidado” pode motivar tanto quanto um prêmio.',
    'Funciona muito bem em funções de suporte, atendimento e acolhimento, em que ouvir com atenção faz parte do trabalho.',
    'Prefere lideranças próximas, que conversam e se interessam pelas pessoas, a chefias distantes que só cobram números.',
    'Precisa de combinados claros sobre o que é responsabilidade sua, para não acabar fazendo o trabalho de todo mundo.',
  ],
  relationships: [
    'Com a liderança, combine prioridades: quando receber vários pedidos ao mesmo tempo, pergunte qual vem primeiro em vez de tentar atender a todos de uma vez.',
    'Antes de ajudar um colega, pergunte: “quer uma ajuda com isso?”. Assim a sua generosidade chega no momento e no formato certos.',
    'Com clientes e pacientes, a sua empatia é um diferencial; mantenha também limites profissionais, como horários e canais de contato bem definidos.',
    'Quando algo incomodar você, fale com calma e no momento certo, em vez de guardar até virar mágoa.',
    'Receba feedbacks como informações sobre a tarefa, e não como um julgamento sobre quem você é. Uma boa pergunta é: “o que posso fazer diferente da próxima vez?”.',
    'Cultive relações de troca: deixe que os outros também ajudem você. Isso fortalece a confiança dos dois lados.',
  ],
  personalGrowth: [
    'Treine o “não” gentil, começando por pedidos pequenos: “agora não consigo, mas posso te ajudar amanhã depois das três”.',
    'Reserve na agenda um horário fixo só para você, para estudar, descansar ou fazer algo de que gosta, e trate esse horário como um compromisso sério.',
    'No fim do dia, pergunte a si: “do que eu precisei hoje?”. Reconhecer as próprias necessidades é o primeiro passo para cuidar delas.',
    'Peça ajuda em algo concreto pelo menos uma vez por semana, como tirar uma dúvida ou dividir uma tarefa.',
    'Escreva objetivos de carreira que sejam realmente seus, e não apenas o que a família ou os amigos esperam de você.',
    'Observe as suas relações com carinho e honestidade: se alguma estiver pesando só de um lado, converse sobre isso.',
    'Faça um curso ou leia sobre comunicação não violenta para aprender a expressar limites com clareza e carinho ao mesmo tempo.',
  ],
  famousPeople: [
    {
      name: 'Irmã Dulce',
      note: 'Santa Dulce dos Pobres é frequentemente lembrada como exemplo deste perfil pela dedicação de uma vida inteira ao cuidado de pessoas doentes e em situação de pobreza em Salvador.',
    },
    {
      name: 'Zilda Arns',
      note: 'A médica pediatra que fundou a Pastoral da Criança costuma ser citada como exemplo de cuidado prático e organizado, que levou apoio a milhões de famílias.',
    },
    {
      name: 'Betinho (Herbert de Souza)',
      note: 'O sociólogo à frente da Ação da Cidadania contra a Fome tem a imagem pública muito associada à solidariedade e à mobilização para ajudar quem precisa.',
    },
    {
      name: 'Madre Teresa de Calcutá',
      note: 'É frequentemente citada por quem estuda o Eneagrama como exemplo clássico deste perfil, pela entrega ao cuidado das pessoas mais vulneráveis.',
    },
    {
      name: 'Princesa Diana',
      note: 'Costuma ser associada a este perfil pela forma calorosa como se aproximava das pessoas e pelo envolvimento com causas humanitárias.',
    },
  ],
};
