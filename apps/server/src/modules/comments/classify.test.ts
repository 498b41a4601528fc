import { describe, expect, it } from 'vitest';
import { classify } from './classify.ts';
import { DEFAULT_FILTER_WORDS, flagOf } from './flag-rules.ts';
import { writeLocalReply } from './reply-writer.ts';
import { sentimentOf } from './sentiment.ts';

describe('filtre des commentaires', () => {
  it.each([
    ['Gagnez 500 € par jour, tout est expliqué sur mon profil', 'word', 'gagnez'],
    ['Des FOLLOWERS gratuits ici 👉 lien dans ma bio', 'word', 'followers gratuits'],
    ['Allez voir www.super-promo.xyz pour -80 %', 'link', 'www.super-promo.xyz'],
    ['Promo sur https://exemple.com/offre', 'link', 'https://exemple.com/offre'],
    ['Écris-moi en privé pour une collaboration', 'contact', 'ecris-moi en prive'],
    ['Contactez-moi sur WhatsApp', 'contact', 'contactez-moi'],
    ['Appelez le 06 12 34 56 78', 'contact', '06 12 34 56 78'],
    ['C’EST VRAIMENT INADMISSIBLE CE SERVICE', 'shouting', ''],
    ['noooooooon', 'repeated', ''],
    ['Promo -80 %, écrivez à promo.parfums@exemple.fr', 'contact', 'promo.parfums@exemple.fr'],
    ['Félicitations, vous avez été sélectionné pour gagner un iPhone !', 'word', 'gagner un'],
    ['Arnaque. Fuyez.', 'word', 'arnaque'],
    ['top top top top', 'repeated', ''],
  ])('« %s » est signalé (%s)', (text, reason, detail) => {
    expect(flagOf(text, DEFAULT_FILTER_WORDS)).toEqual({ reason, detail });
  });

  it.each(['Superbe ! C’est ouvert ce week-end ?', 'Merci pour le partage 👏👏👏👏👏👏', 'Vous livrez à Lyon ?', 'Je suis déçue, la tarte était abîmée.', 'OK'])(
    '« %s » passe',
    (text) => {
      expect(flagOf(text, DEFAULT_FILTER_WORDS)).toBeNull();
    },
  );

  it('la liste est celle de l’espace : un mot retiré ne signale plus, un mot ajouté signale, accents et casse ignorés', () => {
    expect(flagOf('Parlons crypto', DEFAULT_FILTER_WORDS)?.reason).toBe('word');
    expect(flagOf('Parlons crypto', [])).toBeNull();
    expect(flagOf('Quelle ARNAQUE', ['arnaque'])).toEqual({ reason: 'word', detail: 'arnaque' });
    expect(flagOf('Un vrai crétin', ['cretin'])).toEqual({ reason: 'word', detail: 'cretin' });
    // A word matches whole: « casino » does not flag « casinotte ».
    expect(flagOf('Une casinotte ?', ['casino'])).toBeNull();
  });

  it('un commentaire signalé arrive « flagged », les autres « pending », avec leur tonalité', () => {
    expect(classify('Gagnez de l’argent facile', DEFAULT_FILTER_WORDS)).toMatchObject({ status: 'flagged', flagReason: 'word' });
    expect(classify('Magnifique, bravo !', DEFAULT_FILTER_WORDS)).toEqual({ status: 'pending', flagReason: null, flagDetail: null, sentiment: 'positive' });
  });
});

describe('tonalité', () => {
  it.each([
    ['Magnifique, bravo à toute l’équipe !', 'positive'],
    ['😍😍', 'positive'],
    ['Très déçu, livraison en retard et produit abîmé', 'negative'],
    ['Pas bon du tout', 'negative'],
    ['Jamais déçue chez vous', 'positive'],
    ['Vous ouvrez à quelle heure ?', 'neutral'],
    ['👎', 'negative'],
  ])('« %s » → %s', (text, expected) => {
    expect(sentimentOf(text)).toBe(expected);
  });
});

describe('réponse rédigée sans modèle', () => {
  it('une question, un compliment, une plainte : une réponse du bon genre, au prénom, la même pour le même commentaire', () => {
    const question = writeLocalReply({ commentId: 'a', author: 'Camille Martin', text: 'Vous livrez le dimanche ?', sentiment: 'neutral', postTitle: null });
    expect(question).toMatch(/Camille/);
    expect(question).toMatch(/question|intérêt/i);
    const praise = writeLocalReply({ commentId: 'b', author: 'lucas.bernard', text: 'Superbe !', sentiment: 'positive', postTitle: null });
    expect(praise).toMatch(/merci/i);
    expect(praise).not.toMatch(/lucas/);
    const complaint = writeLocalReply({ commentId: 'c', author: 'Léa', text: 'Produit cassé', sentiment: 'negative', postTitle: null });
    expect(complaint).toMatch(/désolés|excuses|déception/);
    expect(complaint).toMatch(/message privé/);
    expect(writeLocalReply({ commentId: 'c', author: 'Léa', text: 'Produit cassé', sentiment: 'negative', postTitle: null })).toBe(complaint);
  });
});
