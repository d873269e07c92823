import type { ProfileContent } from '../content.schema';

export const prestativo: ProfileContent = {
  id: 2,
  slug: 'prestativo',
  name: 'Prestativo',
  careerName: 'Cuidador',
  icon: '🤝',
  color: '#be185d',
  description:
    'Você percebe rápido quando alguém não está bem, às vezes antes da própria pessoa. É quem empresta o caderno, lembra do aniversário do colega e fica depois da aula para explicar a matéria a um amigo. Para você, ajudar não é obrigação. É o seu jeito de se ligar às pessoas e fazer diferença na vida delas.',
  motivation: 'Sentir que é importante na vida das pessoas e que o seu cuidado deixa o dia de alguém mais leve.',
  coreValues: ['Empatia', 'Generosidade', 'Acolhimento', 'Amizade e vínculos', 'Solidariedade', 'Gratidão'],
  scenario:
    'No caminho para a escola, você manda uma mensagem para a amiga que estava chateada ontem, só para saber se ela melhorou. No intervalo, vê que o colega novo está lanchando sem companhia e o chama para a sua roda. À tarde, você trabalha como Jovem Aprendiz na recepção de uma clínica. Uma senhora chega nervosa e perdida. Você a acalma, mostra com paciência onde fica a sala e ainda confere se a consulta dela está marcada. No fim do dia, o gerente conta que os pacientes vivem elogiando a recepção. Em casa, mesmo com o dia cheio, você ajuda o irmão mais novo com a lição de Matemática. Só lá pelas dez da noite você lembra que o seu trabalho de História está pela metade. Você respira fundo e pede uma força ao grupo. Hoje você aprende que cuidar de si também é um jeito de cuidar dos outros.',
  scenarioAfterSchool:
    'Antes do café, você já respondeu à vizinha que pediu ajuda com o currículo. Às oito, começa o seu turno no balcão de uma farmácia de bairro, o seu primeiro emprego. Um senhor chega sem entender a receita do médico. Você chama a farmacêutica e, enquanto ela explica, escreve os horários num papel com letra grande. Ele sai mais tranquilo e promete voltar para contar como está. Perto do fim do turno, uma colega pede para você cobrir o horário dela no sábado. Só que no sábado você tem um trabalho da faculdade de Enfermagem, que cursa à noite com bolsa do ProUni (Programa Universidade para Todos). A vontade de dizer sim é enorme. Você respira, diz que neste sábado não dá e se oferece para ajudar a achar outra pessoa. Ela entende na hora. No ônibus para a faculdade, você percebe que o mundo não acaba quando você diz não. Em casa, a sua mãe pergunta como foi o dia. Pela primeira vez em semanas, você fala do que precisa, e não só do que fez pelos outros.',
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
    'Estude em dupla ou em grupo. Explicar a matéria para alguém é um dos melhores jeitos de aprender, e você faz isso com facilidade.',
    'Proteja o seu horário de estudo como protegeria um encontro com um amigo. Avise que, nessa hora, você só responde mensagens depois.',
    'Antes de dizer “sim” a um pedido, pergunte a si: “tenho tempo para isso sem atrasar as minhas tarefas?”. Se não tiver, tudo bem combinar outro dia.',
    'No primeiro emprego, use a sua facilidade com pessoas para aprender rápido com os colegas mais experientes. Pergunte, observe e agradeça.',
    'Em entrevistas, conte casos reais em que você ajudou alguém a resolver um problema. Eles mostram o seu valor melhor do que qualquer elogio.',
    'Faça trabalho voluntário em projetos sociais, na escola ou no seu bairro. Além de fazer bem, isso conta como experiência no currículo.',
    'Anote as suas próprias metas com o mesmo cuidado com que você lembra do que os outros precisam. Revise essa lista toda semana.',
  ],
  weaknesses: [
    'Você pode ter dificuldade de dizer “não” e acabar pegando mais tarefas do que consegue cumprir com calma.',
    'Às vezes, você cuida tanto dos outros que deixa os seus estudos, o que você precisa e o seu descanso para depois.',
    'Quando a sua ajuda não é notada, pode surgir uma mágoa calada. Vale lembrar que nem todo mundo mostra gratidão do mesmo jeito.',
    'Uma crítica ao seu trabalho pode soar como uma crítica a você. Aí um simples retorno dói mais do que precisava.',
    'Existe o risco de ajudar sem que ninguém tenha pedido. Em alguns casos, isso pode parecer intromissão.',
    'Pedir ajuda pode ser desconfortável. É como se você precisasse estar sempre no papel de quem dá apoio, nunca no de quem recebe.',
  ],
  workStyle: [
    'Você rende mais em lugares com clima humano, em que as pessoas se tratam com respeito e gentileza.',
    'Trabalhar perto de pessoas, sejam clientes, pacientes, alunos ou colegas, costuma dar energia e sentido ao seu dia.',
    'Em equipe, você é o elo: recebe bem quem acabou de chegar, percebe conflitos cedo e ajuda a manter o grupo unido.',
    'Um reconhecimento sincero faz diferença para você. Um “obrigado pelo seu cuidado” pode motivar tanto quanto um prêmio.',
    'Você vai muito bem em funções de apoio e atendimento, em que ouvir com atenção faz parte do trabalho.',
    'Prefere chefes próximos, que conversam e se interessam pelas pessoas, a chefes distantes que só cobram números.',
    'Precisa de combinados claros sobre o que é tarefa sua. Assim você não acaba fazendo o trabalho de todo mundo.',
  ],
  relationships: [
    'Com a chefia, combine o que vem primeiro. Quando chegarem vários pedidos juntos, pergunte qual é o mais urgente em vez de tentar atender a todos de uma vez.',
    'Antes de ajudar um colega, pergunte: “quer uma ajuda com isso?”. Assim a sua ajuda chega na hora e do jeito certos.',
    'Com clientes e pacientes, a sua empatia faz diferença. Mantenha também alguns limites, como horários e canais de contato bem definidos.',
    'Quando algo incomodar você, fale com calma e na hora certa. Não guarde até virar mágoa.',
    'Receba as críticas como dicas sobre a tarefa, e não como um julgamento sobre quem você é. Uma boa pergunta é: “o que posso fazer diferente da próxima vez?”.',
    'Cultive relações de troca e deixe que os outros também ajudem você. Isso aumenta a confiança dos dois lados.',
  ],
  personalGrowth: [
    'Treine o “não” gentil, começando por pedidos pequenos: “agora não consigo, mas posso te ajudar amanhã à tarde”.',
    'Marque na agenda um horário fixo só para você, para estudar, descansar ou fazer algo de que gosta. Trate esse horário como um compromisso sério.',
    'No fim do dia, pergunte a si: “do que eu precisei hoje?”. Perceber o que você precisa é o primeiro passo para cuidar disso.',
    'Peça ajuda em algo concreto pelo menos uma vez por semana, como tirar uma dúvida ou dividir uma tarefa.',
    'Escreva metas de carreira que sejam suas de verdade, e não só o que a família ou os amigos esperam de você.',
    'Olhe para as suas amizades com carinho e honestidade. Se alguma estiver pesando só de um lado, converse sobre isso.',
    'Leia ou faça um curso sobre comunicação não violenta. Ele ensina a mostrar os seus limites com clareza e carinho ao mesmo tempo.',
  ],
  famousPeople: [
    {
      name: 'Irmã Dulce',
      note: 'Santa Dulce dos Pobres costuma ser lembrada como exemplo deste perfil. Ela dedicou a vida inteira a cuidar de pessoas doentes e pobres em Salvador.',
    },
    {
      name: 'Zilda Arns',
      note: 'A médica de crianças que fundou a Pastoral da Criança costuma ser citada como exemplo de cuidado prático e organizado. O trabalho dela ajudou milhões de famílias.',
    },
    {
      name: 'Betinho (Herbert de Souza)',
      note: 'O sociólogo que liderou a Ação da Cidadania contra a Fome tem a imagem muito ligada à solidariedade e à vontade de ajudar quem precisa.',
    },
    {
      name: 'Madre Teresa de Calcutá',
      note: 'É um dos exemplos mais citados deste perfil, pela entrega ao cuidado das pessoas mais pobres e doentes.',
    },
    {
      name: 'Princesa Diana',
      note: 'Costuma ser ligada a este perfil pelo jeito caloroso com que se aproximava das pessoas e pelo apoio a causas humanitárias.',
    },
  ],
};
