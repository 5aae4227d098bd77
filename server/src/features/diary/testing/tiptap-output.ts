/**
 * HTML exactly as TipTap 3's StarterKit writes it (editor.getHTML()), with every element the diary keeps:
 * the sanitiser must hand it back byte for byte. The forms follow the extensions' renderHTML: `<strong>`
 * and `<em>` marks, `<pre><code class="language-…">` blocks, list items wrapping paragraphs, `<br>` and
 * `<hr>` without a slash, and links with target and rel before href.
 */
export const TIPTAP_OUTPUT = [
  '<h1>Roland Garros, day 9</h1>',
  "<p>Sinner's <strong>first serve</strong> held at <em>72%</em>; the <code>T</code> serve on the deuce side",
  ' won most points.<br>Wind from the north end, "swirling" after 4 pm.</p>',
  '<h2>Scouting: <em>Alcaraz</em></h2>',
  '<ul><li><p>Backhand down the line: <strong><em>lethal</em></strong></p></li>',
  '<li><p>Drop shot: used 6 times, won 4</p><ul><li><p>mostly from the ad court</p></li></ul></li></ul>',
  '<blockquote><p>Play the ball, not the score.</p></blockquote>',
  '<hr>',
  '<pre><code class="language-text">serve +1: wide → inside-out FH\nreturn: block, deep middle</code></pre>',
  '<pre><code>plain block &lt;tags&gt; &amp; more</code></pre>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.atptour.com/en/scores?x=1&amp;y=2">',
  'ATP scores</a> and <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:coach@example.com">',
  'the coach</a>; an unsafe one: <a target="_blank" rel="noopener noreferrer nofollow" href="">gone</a></p>',
  '<h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  '<p></p>',
].join('');
