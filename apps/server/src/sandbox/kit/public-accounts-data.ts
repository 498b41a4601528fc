/** What a post of the catalogue says and shows; its date, id and figures come from its place in the timeline. */
export interface PublicPostSeed {
  text: string;
  /** Drawn on the sandbox's picture of the post. */
  emoji: string;
  label: string;
  /** A Reel on Instagram (a video on X), or several photos; one photo otherwise. */
  format?: 'reel' | 'carousel';
  /** How much better (or worse) than the account's usual this kind of post does: a giveaway draws comments. */
  boost?: { likes?: number; comments?: number; shares?: number };
}

/** An invented French business or creator that the sandboxes show to a competitor watch. */
export interface PublicAccountSeed {
  /** Instagram's spelling; on X the dots become `_`. */
  handle: string;
  /** X's own, where that spelling would pass X's 15 characters (a shorter name, as a business takes there). */
  xHandle?: string;
  name: string;
  bio: string;
  followers: { instagram: number; twitter: number };
  /** Likes a usual post gets per follower on Instagram (X's audience is less engaged). */
  engagement: number;
  /** UTC hours between which it posts. */
  hours: [number, number];
  /** Share of days without a post. */
  rest: number;
  /** The two colours of its pictures. */
  colors: [string, string];
  posts: PublicPostSeed[];
}

export const PUBLIC_ACCOUNTS: readonly PublicAccountSeed[] = [
  {
    handle: 'boulangerie.dupont',
    xHandle: 'boulang_dupont',
    name: 'Boulangerie Dupont',
    bio: 'Artisans boulangers à Nantes depuis 2015 🥖 Pains au levain, viennoiseries pur beurre.',
    followers: { instagram: 4_870, twitter: 1_240 },
    engagement: 0.042,
    hours: [5, 8],
    rest: 0.15,
    colors: ['#c8873a', '#5b3a1e'],
    posts: [
      {
        text: 'Le levain du jour est sorti du four à 6 h 30 🥖 Croûte bien craquante, mie alvéolée… Il n’en reste jamais longtemps, passez tôt ! #boulangerie #painaulevain #nantes',
        emoji: '🥖',
        label: 'Pain au levain',
      },
      {
        text: 'Nouveauté de la semaine : le croissant aux amandes de Marie 🥐✨ Frangipane maison et amandes torréfiées. Vous nous dites ce que vous en pensez ? #croissant #viennoiserie #faitmaison',
        emoji: '🥐',
        label: 'Croissant aux amandes',
        boost: { likes: 1.3, comments: 1.5 },
      },
      {
        text: '🎉 CONCOURS 🎉 Pour fêter nos 10 ans, on vous fait gagner une galette des rois pour 8 ! Abonnez-vous et identifiez deux amis en commentaire. Tirage au sort dimanche 🍀 #concours #galettedesrois',
        emoji: '👑',
        label: 'Concours des 10 ans',
        boost: { likes: 2.2, comments: 9, shares: 3 },
      },
      {
        text: 'Dans les coulisses du fournil : 4 h du matin, Julien façonne les baguettes tradition une par une 👨‍🍳 Un métier de passion (et de réveils difficiles 😅) #coulisses #artisan #boulanger',
        emoji: '👨‍🍳',
        label: 'Au fournil à 4 h',
        format: 'reel',
        boost: { likes: 1.8, shares: 2 },
      },
      {
        text: 'Tarte aux fraises de saison 🍓 Pâte sablée, crème pâtissière à la vanille de Madagascar et fraises de Plougastel. Disponible tout le week-end ! #patisserie #tarteauxfraises',
        emoji: '🍓',
        label: 'Tarte aux fraises',
      },
      {
        text: 'Petit rappel : la boulangerie sera fermée lundi et mardi pour congés 🙏 Réouverture mercredi dès 6 h 30 avec le plein de pains et de viennoiseries ! #infopratique #nantes',
        emoji: '📅',
        label: 'Fermé lundi et mardi',
        boost: { likes: 0.5, comments: 0.6 },
      },
      {
        text: 'Le pain de seigle aux noix et aux figues est de retour 🌰 Parfait avec un plateau de fromages… On vous le tranche ? #painspecial #fromage #artisanboulanger',
        emoji: '🌰',
        label: 'Seigle, noix et figues',
      },
      {
        text: 'Merci d’être toujours plus nombreux à nous suivre ❤️ Pour fêter ça, une chouquette offerte pour tout achat samedi matin, sur présentation de ce post 😉 #merci #communaute',
        emoji: '❤️',
        label: 'Merci à vous',
        boost: { likes: 1.6, comments: 2.5 },
      },
      {
        text: 'Brioche tressée au beurre AOP, à partager au petit-déjeuner du dimanche 🧈 Qui est team confiture, qui est team pâte à tartiner ? #brioche #petitdejeuner #dimanche',
        emoji: '🍞',
        label: 'Brioche tressée',
        boost: { comments: 2.5 },
      },
      {
        text: 'La baguette tradition en 30 secondes, du pétrin à la caisse ⏱️🥖 Farine Label Rouge, 24 h de fermentation, zéro additif. #baguette #tradition #savoirfaire',
        emoji: '⏱️',
        label: 'La tradition en 30 s',
        format: 'reel',
        boost: { likes: 1.5, shares: 2.5 },
      },
      {
        text: 'Nos sandwichs du midi sont prêts 🥪 Jambon-beurre, poulet-crudités ou le végé du jour (houmous, légumes rôtis, feta). Formule à 8,50 € avec boisson et dessert ! #dejeuner #nantes',
        emoji: '🥪',
        label: 'Formule du midi',
      },
      {
        text: 'Cinq pains à découvrir cette semaine 👉 Complet, épeautre, campagne, petit épeautre et le pain du mois au curcuma ! Lequel vous tente ? #pain #epeautre #boulangerieartisanale',
        emoji: '🧺',
        label: 'Les pains de la semaine',
        format: 'carousel',
        boost: { comments: 1.8 },
      },
    ],
  },
  {
    handle: 'atelier_lumiere',
    name: 'Atelier Lumière',
    bio: 'Bougies artisanales coulées à la main à Bordeaux 🕯️ Cire de colza française.',
    followers: { instagram: 12_400, twitter: 2_100 },
    engagement: 0.031,
    hours: [9, 19],
    rest: 0.25,
    colors: ['#f4c95d', '#8a5a44'],
    posts: [
      {
        text: 'Nouvelle collection « Forêt d’automne » 🍂 Cèdre, mousse de chêne et une pointe de cannelle. Cire de colza française, mèche en coton, coulées à la main à Bordeaux. #bougieartisanale #faitmain',
        emoji: '🍂',
        label: 'Forêt d’automne',
        format: 'carousel',
        boost: { likes: 1.7, comments: 1.5 },
      },
      {
        text: 'Comment bien allumer sa bougie la première fois ? 🕯️ Laissez-la brûler jusqu’à ce que toute la surface soit fondue (environ 2 h) : c’est ce qui évite l’effet tunnel ! #astuce #bougie',
        emoji: '🕯️',
        label: 'Le premier allumage',
        format: 'reel',
        boost: { likes: 2, comments: 1.3, shares: 3 },
      },
      {
        text: 'Coulée du jour : 120 bougies « Figue & thé noir » 🍵 L’atelier sent divinement bon… On les étiquette demain, mise en ligne jeudi à 18 h ! #coulisses #bougieparfumee',
        emoji: '🍵',
        label: 'Coulée du jour',
        format: 'reel',
      },
      {
        text: '🎁 CONCOURS 🎁 À gagner : un coffret de trois bougies d’hiver ! Abonnez-vous, likez et dites-nous en commentaire votre parfum préféré. Fin dimanche à minuit ✨ #concours #bougie',
        emoji: '🎁',
        label: 'Concours coffret d’hiver',
        boost: { likes: 2.5, comments: 10, shares: 2 },
      },
      {
        text: 'Atelier de fabrication samedi à 14 h 🎨 Repartez avec deux bougies parfumées selon vos envies. Plus que trois places ! Réservation en lien dans la bio. #atelierdiy #bordeaux',
        emoji: '🎨',
        label: 'Atelier samedi 14 h',
      },
      {
        text: 'Pourquoi de la cire de colza ? 🌼 Cultivée en France, sans OGM, elle brûle plus lentement et plus proprement que la paraffine. Et elle se nettoie à l’eau chaude savonneuse ! #ecoresponsable #madeinfrance',
        emoji: '🌼',
        label: 'La cire de colza',
      },
      {
        text: 'Vos photos nous font tellement plaisir 😍 Merci Claire pour ce joli coin lecture avec notre bougie « Linge propre ». Partagez les vôtres avec #atelierlumiere !',
        emoji: '📚',
        label: 'Coin lecture',
        boost: { comments: 1.2 },
      },
      {
        text: 'Dernier jour pour profiter de -15 % sur toute la boutique avec le code LUMIERE15 ⏳ Livraison offerte dès 45 €. #promo #bougies #cadeau',
        emoji: '⏳',
        label: '-15 % aujourd’hui',
        boost: { likes: 0.7, comments: 0.5 },
      },
      {
        text: 'Le fondant « Fleur d’oranger » revient en stock 🌸 Vous étiez nombreux à le réclamer ! Sur un brûle-parfum, pour une maison qui sent bon le printemps. #fondantparfume #fleurdoranger',
        emoji: '🌸',
        label: 'Fondant fleur d’oranger',
      },
      {
        text: 'Du bocal vide à votre salon ♻️ Rapportez vos contenants à l’atelier : on les nettoie, on les remplit à nouveau, et la recharge vous coûte 3 € de moins. #zerodechet #recharge',
        emoji: '♻️',
        label: 'Le bocal rechargé',
        format: 'reel',
        boost: { shares: 2 },
      },
      {
        text: 'Séance photo pour la collection de Noël 📸 Un avant-goût : du doré, des épices et un parfum de sapin… Vous êtes prêts ? #noel #coulisses #bougie',
        emoji: '🎄',
        label: 'Bientôt Noël',
        format: 'carousel',
        boost: { likes: 1.4, comments: 1.5 },
      },
      {
        text: 'Lundi, on ralentit ☕ Une bougie, un plaid, un bon livre. Et vous, quel est votre rituel pour bien commencer la semaine ? #slowlife #cocooning #lundi',
        emoji: '☕',
        label: 'Le rituel du lundi',
        boost: { comments: 2 },
      },
    ],
  },
  {
    handle: 'cafe_des_halles',
    name: 'Café des Halles',
    bio: 'Café-brasserie à Rouen ☕ Petit-déjeuner, plat du jour et concerts le vendredi.',
    followers: { instagram: 3_150, twitter: 890 },
    engagement: 0.048,
    hours: [7, 11],
    rest: 0.2,
    colors: ['#2f6f5e', '#d9a441'],
    posts: [
      {
        text: 'Le plat du jour : blanquette de veau à l’ancienne et riz pilaf 🍲 14,50 € avec le café gourmand. On vous garde une table ? #platdujour #rouen #faitmaison',
        emoji: '🍲',
        label: 'Blanquette du jour',
      },
      {
        text: 'Le latte art du matin, signé Inès ☕🌷 Elle s’entraîne depuis trois mois et franchement… on est fiers ! #latteart #barista #cafe',
        emoji: '🌷',
        label: 'Latte art',
        format: 'reel',
        boost: { likes: 2.4, shares: 2 },
      },
      {
        text: 'Ce soir, concert de jazz manouche en terrasse à partir de 19 h 🎸 Entrée libre, planches apéro à partager et cidre de la ferme. Venez nombreux ! #concert #jazz #rouen',
        emoji: '🎸',
        label: 'Jazz ce soir à 19 h',
        boost: { comments: 1.5, shares: 2 },
      },
      {
        text: 'La terrasse est ouverte ☀️ Premier rayon de soleil, premier café dehors : le printemps est officiellement arrivé sur la place ! #terrasse #rouen #printemps',
        emoji: '☀️',
        label: 'La terrasse est ouverte',
        boost: { likes: 1.5 },
      },
      {
        text: 'Brunch du dimanche 🥞 Pancakes, œufs brouillés, saumon fumé, granola maison et jus pressé. Réservation conseillée, on affiche complet chaque semaine ! #brunch #dimanche',
        emoji: '🥞',
        label: 'Brunch du dimanche',
        format: 'carousel',
        boost: { likes: 1.7, comments: 1.6 },
      },
      {
        text: 'Question du jour ☕ Le croissant trempé dans le café : oui ou non ? On veut vos avis (et on ne juge pas… ou presque 😏) #debat #petitdejeuner',
        emoji: '🥐',
        label: 'Trempé ou pas ?',
        boost: { comments: 6 },
      },
      {
        text: 'Nouveau à la carte : le croque-monsieur à la truffe 🍄 Pain de campagne, jambon blanc, béchamel et crème de truffe noire. Un classique, en plus gourmand. #croquemonsieur #brasserie',
        emoji: '🍄',
        label: 'Croque à la truffe',
      },
      {
        text: 'Fermeture exceptionnelle jeudi de 14 h à 18 h pour un événement privé 🙏 On se retrouve vendredi dès 7 h 30 pour le petit-déjeuner ! #info #cafedeshalles',
        emoji: '📌',
        label: 'Fermé jeudi après-midi',
        boost: { likes: 0.4, comments: 0.5 },
      },
      {
        text: 'On recrute ! 👋 Nous cherchons un serveur ou une serveuse en CDI. Expérience en brasserie appréciée, bonne humeur indispensable. CV au comptoir ou en message privé. #recrutement #emploi',
        emoji: '🤝',
        label: 'On recrute',
        boost: { comments: 1.5, shares: 4 },
      },
      {
        text: 'Tarte Tatin tiède et sa boule de glace à la vanille 🍏 Le dessert préféré de nos habitués… Avec ou sans crème fraîche d’Isigny ? #dessert #tartetatin #normandie',
        emoji: '🍏',
        label: 'Tarte Tatin',
      },
      {
        text: 'Les coulisses du service de midi : 120 couverts, une cuisine de 12 m² et une équipe en or 💪 #coulisses #restauration #equipe',
        emoji: '🍳',
        label: 'Le coup de feu de midi',
        format: 'reel',
        boost: { likes: 1.6, shares: 1.8 },
      },
      {
        text: 'Happy hour tous les jeudis de 18 h à 20 h 🍻 La pinte de bière locale à 5 €, le verre de cidre à 3,50 €. À jeudi ! #afterwork #happyhour #rouen',
        emoji: '🍻',
        label: 'Happy hour du jeudi',
      },
    ],
  },
  {
    handle: 'maison_verte_deco',
    xHandle: 'maisonvertedeco',
    name: 'Maison Verte Déco',
    bio: 'Plantes d’intérieur et déco naturelle à Lille 🌿 Livraison à vélo.',
    followers: { instagram: 28_600, twitter: 3_400 },
    engagement: 0.024,
    hours: [10, 18],
    rest: 0.2,
    colors: ['#3f7d4e', '#c9b48a'],
    posts: [
      {
        text: 'Arrivage de Monstera deliciosa 🌿 De 40 cm à 1,20 m, en pot de terre cuite ou en panier tressé. Ça part très vite : premier arrivé, premier servi ! #monstera #plantesdinterieur #lille',
        emoji: '🌿',
        label: 'Arrivage de Monstera',
        format: 'carousel',
        boost: { likes: 1.4 },
      },
      {
        text: 'Trois erreurs qui font jaunir vos plantes 🍂 1. Trop d’arrosage. 2. Pas assez de lumière. 3. Un pot sans trou. On vous explique tout en vidéo ! #conseilsplantes #astuce',
        emoji: '🍂',
        label: 'Trois erreurs à éviter',
        format: 'reel',
        boost: { likes: 2.3, comments: 1.8, shares: 4 },
      },
      {
        text: 'Avant, après : le salon de Léa transformé avec quelques plantes suspendues et des coussins en lin 🛋️ Merci pour ta confiance ! #avantapres #decointerieur',
        emoji: '🛋️',
        label: 'Avant, après',
        format: 'carousel',
        boost: { likes: 1.8, comments: 1.4 },
      },
      {
        text: '🌱 CONCOURS 🌱 Gagnez un Pilea et son cache-pot en céramique ! Abonnez-vous, likez et identifiez un ami qui a la main verte. Tirage vendredi. #concours #pilea #plantes',
        emoji: '🌱',
        label: 'Concours Pilea',
        boost: { likes: 2.6, comments: 11, shares: 2.5 },
      },
      {
        text: 'Atelier terrarium samedi à 10 h 🪴 On compose ensemble votre mini-jardin sous verre, tout le matériel est fourni. 35 € par personne, huit places. #terrarium #atelier #lille',
        emoji: '🪴',
        label: 'Atelier terrarium',
      },
      {
        text: 'La plante idéale pour débuter ? Le Zamioculcas 💚 Il supporte l’ombre, un arrosage toutes les trois semaines et même les oublis. Increvable ! #plantefacile #zamioculcas',
        emoji: '💚',
        label: 'Le Zamioculcas',
        boost: { comments: 1.5 },
      },
      {
        text: 'Nouveaux vases en verre recyclé, soufflés à la bouche 🏺 Chaque pièce est unique, fabriquée par un atelier du Nord. #decoration #verrerecycle #madeinfrance',
        emoji: '🏺',
        label: 'Vases en verre recyclé',
      },
      {
        text: 'Rempotage : le bon moment, c’est maintenant 🌱 Un pot 2 à 3 cm plus large, un terreau drainant, un arrosage léger. Vos plantes vous diront merci ! #rempotage #printemps',
        emoji: '🌱',
        label: 'Rempoter au printemps',
        format: 'reel',
        boost: { shares: 2.5 },
      },
      {
        text: 'Soldes d’été : -30 % sur les plantes d’extérieur 🌞 Oliviers, lavandes, agrumes… Jusqu’à dimanche, en boutique uniquement. #soldes #jardin #balcon',
        emoji: '🌞',
        label: '-30 % en extérieur',
        boost: { likes: 0.8 },
      },
      {
        text: 'Le coin de la semaine : une étagère, trois pothos et des livres empilés 📚 Simple, et ça change tout. Vous aimez ? #inspiration #deco #pothos',
        emoji: '📚',
        label: 'Le coin de la semaine',
        boost: { likes: 1.3 },
      },
      {
        text: 'Question : vous parlez à vos plantes ? 🗣️🌿 Nous oui, tous les matins. Et apparemment, ça marche (ou alors c’est l’engrais) 😄 #plantlover #humour',
        emoji: '🗣️',
        label: 'Vous leur parlez ?',
        boost: { comments: 5 },
      },
      {
        text: 'Livraison à vélo dans tout Lille dès 40 € d’achat 🚲 Vos plantes voyagent en douceur, sans carbone et avec le sourire. #livraison #lille #ecoresponsable',
        emoji: '🚲',
        label: 'Livraison à vélo',
      },
    ],
  },
  {
    handle: 'studio_fitlyon',
    name: 'Studio Fit Lyon',
    bio: 'Coaching sportif et cours collectifs à Lyon 7e 💪 Première séance offerte.',
    followers: { instagram: 9_800, twitter: 1_750 },
    engagement: 0.035,
    hours: [5, 18],
    rest: 0.3,
    colors: ['#e4572e', '#1d3557'],
    posts: [
      {
        text: 'Séance express de 15 minutes à faire à la maison 🔥 Quatre exercices, trois tours, zéro matériel. Enregistrez la vidéo et donnez-nous votre temps en commentaire ! #fitness #workout',
        emoji: '🔥',
        label: '15 minutes chrono',
        format: 'reel',
        boost: { likes: 2.5, comments: 2, shares: 3.5 },
      },
      {
        text: 'Nouveau cours de Pilates le mardi à 12 h 30 🧘 Idéal pendant la pause déjeuner : 45 minutes pour renforcer le dos et la sangle abdominale. Réservation sur l’appli ! #pilates #lyon',
        emoji: '🧘',
        label: 'Pilates le mardi',
      },
      {
        text: 'Bravo à Karim, qui a couru son premier semi-marathon en 1 h 52 🏃 Six mois d’entraînement, aucune séance manquée. Fiers de toi ! #running #semimarathon #motivation',
        emoji: '🏅',
        label: 'Le premier semi de Karim',
        format: 'carousel',
        boost: { likes: 1.9, comments: 2.8 },
      },
      {
        text: 'Mythe ou réalité : faire des abdos fait perdre du ventre ? ❌ Mythe ! On ne choisit pas où l’on perd la graisse. Bouger, bien dormir, bien manger : voilà le trio gagnant. #nutrition #coachsportif',
        emoji: '🤔',
        label: 'Mythe ou réalité ?',
        boost: { likes: 1.4, comments: 3, shares: 2 },
      },
      {
        text: 'Le programme de la semaine 📅 Lundi HIIT, mardi Pilates, mercredi cross-training, jeudi mobilité, vendredi cardio-boxe. Vous venez quand ? #planning #sport #lyon',
        emoji: '📅',
        label: 'Le planning de la semaine',
        boost: { likes: 0.7 },
      },
      {
        text: '🎁 CONCOURS 🎁 Un mois d’abonnement illimité à gagner ! Abonnez-vous, likez et identifiez votre binôme de sport. Résultats lundi 💪 #concours #fitness #lyon',
        emoji: '💪',
        label: 'Un mois offert',
        boost: { likes: 2.8, comments: 12, shares: 2 },
      },
      {
        text: 'Recette d’après l’entraînement : bowl de skyr, banane, beurre de cacahuète et flocons d’avoine 🥣 20 g de protéines, 5 minutes de préparation. #recettefit #healthy',
        emoji: '🥣',
        label: 'Le bowl d’après séance',
        boost: { shares: 1.8 },
      },
      {
        text: 'Mobilité des hanches : cinq étirements pour ceux qui passent la journée assis 🪑 À faire chaque soir, dix minutes suffisent. #mobilite #etirements #teletravail',
        emoji: '🤸',
        label: 'Des hanches libérées',
        format: 'reel',
        boost: { likes: 1.7, shares: 3 },
      },
      {
        text: 'Le studio à 6 h 45 ☀️ Le cours du matin est complet tous les jours depuis la rentrée… Vous êtes des machines ! #matinal #motivation #coulisses',
        emoji: '⏰',
        label: '6 h 45, c’est complet',
      },
      {
        text: 'Semaine découverte : votre première séance est offerte 🙌 Venez tester le cours de votre choix, sans engagement. Réservation en lien dans la bio. #offre #salledesport',
        emoji: '🙌',
        label: 'Première séance offerte',
        boost: { comments: 1.5 },
      },
      {
        text: 'Squat : les trois erreurs les plus fréquentes 🏋️ Genoux qui rentrent, talons qui décollent, dos qui s’arrondit. On corrige tout ça en vidéo ! #squat #technique #musculation',
        emoji: '🏋️',
        label: 'Réussir son squat',
        format: 'reel',
        boost: { likes: 2, shares: 3 },
      },
      {
        text: 'Repos ! 😴 La récupération fait partie de l’entraînement : bien dormir, c’est progresser. Bon dimanche à tous ! #recuperation #sommeil #dimanche',
        emoji: '😴',
        label: 'Jour de repos',
        boost: { likes: 0.9 },
      },
    ],
  },
  {
    handle: 'la_petite_epicerie',
    xHandle: 'petite_epicerie',
    name: 'La Petite Épicerie',
    bio: 'Épicerie fine et vrac à Toulouse 🫒 Producteurs à moins de 100 km.',
    followers: { instagram: 6_300, twitter: 1_020 },
    engagement: 0.038,
    hours: [8, 16],
    rest: 0.2,
    colors: ['#b5532f', '#e0c58f'],
    posts: [
      {
        text: 'Arrivage de fromages fermiers 🧀 Comté 24 mois, tomme des Pyrénées et un roquefort de caractère. Dégustation samedi matin ! #fromage #epiceriefine #toulouse',
        emoji: '🧀',
        label: 'Arrivage de fromages',
        format: 'carousel',
        boost: { likes: 1.3 },
      },
      {
        text: 'Le vrac, comment ça marche ? 🫙 Apportez vos bocaux, on les pèse vides, vous les remplissez, on les repèse. Simple, économique et zéro déchet ! #vrac #zerodechet',
        emoji: '🫙',
        label: 'Le vrac en 30 s',
        format: 'reel',
        boost: { likes: 1.8, shares: 3 },
      },
      {
        text: 'Nos producteurs à moins de 100 km 🚜 Miel de l’Ariège, huile de tournesol du Gers, pâtes fraîches de Montauban… Le local, c’est bon ! #circuitcourt #producteurslocaux #occitanie',
        emoji: '🚜',
        label: 'Nos producteurs',
        format: 'carousel',
        boost: { likes: 1.5, shares: 1.5 },
      },
      {
        text: 'Paniers garnis pour la fête des Pères 🎁 À composer vous-même ou déjà prêts, dès 29 €. Commandez avant jeudi pour un retrait samedi ! #cadeau #fetedesperes',
        emoji: '🎁',
        label: 'Paniers garnis',
      },
      {
        text: '🍯 CONCOURS 🍯 Un panier de produits locaux à gagner ! Abonnez-vous, likez et dites-nous en commentaire votre produit d’épicerie préféré. Tirage mercredi. #concours #toulouse',
        emoji: '🍯',
        label: 'Concours panier local',
        boost: { likes: 2.4, comments: 9, shares: 2 },
      },
      {
        text: 'La recette de Sophie : un cassoulet express aux haricots tarbais 🫘 Tous les ingrédients sont à l’épicerie, et la recette complète est en commentaire ! #recette #cassoulet #sudouest',
        emoji: '🫘',
        label: 'Cassoulet express',
        boost: { comments: 2, shares: 2 },
      },
      {
        text: 'Nouveau : du café en grains torréfié à Toulouse ☕ Trois origines (Éthiopie, Brésil, Pérou), moulu à la demande pour votre cafetière. #cafe #torrefaction #local',
        emoji: '☕',
        label: 'Café torréfié ici',
      },
      {
        text: 'Horaires d’été ☀️ Du mardi au samedi, de 9 h à 13 h et de 16 h à 19 h 30. Fermé le dimanche et le lundi. Bonnes vacances à ceux qui partent ! #horaires #ete',
        emoji: '🕘',
        label: 'Horaires d’été',
        boost: { likes: 0.5, comments: 0.4 },
      },
      {
        text: 'L’huile d’olive nouvelle de la coopérative de Nyons est arrivée 🫒 Fruitée, légèrement ardente… À goûter sur une tranche de pain grillé, tout simplement. #huiledolive #degustation',
        emoji: '🫒',
        label: 'Huile d’olive nouvelle',
      },
      {
        text: 'En coulisses : mise en pots de la confiture abricot-lavande 🍑 400 pots préparés à la main ce matin avec Bernard, notre producteur de Lectoure. #confiture #faitmain #coulisses',
        emoji: '🍑',
        label: 'Confiture abricot-lavande',
        format: 'reel',
        boost: { likes: 1.6, shares: 1.5 },
      },
      {
        text: 'Vous préférez : chocolat noir 70 % ou chocolat au lait aux noisettes ? 🍫 Les deux sont à la caisse… et ça devient dangereux 😅 #chocolat #gourmandise',
        emoji: '🍫',
        label: 'Noir ou lait ?',
        boost: { comments: 5 },
      },
      {
        text: 'Merci Toulouse ! 🙏 Trois ans déjà que La Petite Épicerie a ouvert ses portes. Pour fêter ça, dégustation gratuite samedi toute la journée ! #anniversaire #merci #toulouse',
        emoji: '🎂',
        label: 'Trois ans déjà',
        boost: { likes: 2, comments: 3 },
      },
    ],
  },
];
