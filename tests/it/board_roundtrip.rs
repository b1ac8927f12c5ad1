//! Random games written as board files, read back and replayed: each
//! scores exactly what the engine scored (issue 29). The writer
//! (`engine/src/board_file.rs` and each expansion's `write`), the board
//! reader (`src/data/board/` and each expansion's reader) and the replay
//! agree on every move a game of every combination of sets makes.

use std::path::Path;
use std::sync::Arc;

use crate::common::shipped;
use crate::offers::COMBINATIONS;
use tilebook::data::Data;
use tilebook::data::board::{check_expectations, parse_board};
use tilebook::diag::Report;
use tilebook::engine::board_file::write_board;
use tilebook::engine::sim::{Deck, play};
use tilebook::engine::{KindTable, Player, TileSetId};

/// Plays game `seed` of `sets`, writes it, reads it back and replays it
/// under the third edition; `Err` describes what differed. `Ok(false)`:
/// the game names a feature no board file can name (a field that touches
/// no edge), so it was not written.
pub fn round_trip(
    data: &Data,
    sets: &[&str],
    (table, deck): &(Arc<KindTable>, Deck),
    players: usize,
    seed: u64,
) -> Result<bool, String> {
    let rules = data.rules("third").expect("third").clone();
    let played = play(table, rules, deck, players, seed);
    let mut game = played.game.clone();
    game.finish();
    let points: Vec<(Player, u32)> = Player::ALL[..players]
        .iter()
        .map(|&p| (p, game.score(p)))
        .collect();
    let Ok(text) = write_board(
        table,
        sets,
        &played.turns,
        deck.block.len(),
        true,
        &[("third", points)],
    ) else {
        return Ok(false);
    };
    let mut report = Report::new();
    let rel = Path::new("data/examples/sim.toml");
    report.add_source(rel, text.clone());
    let mut board = parse_board(rel, &text, &mut report).ok_or_else(|| {
        format!(
            "{sets:?} seed {seed}: unreadable\n{:?}\n{text}",
            report.diagnostics()
        )
    })?;
    board.lay_block(data);
    check_expectations(&board, data, &mut report);
    if report.errors() > 0 {
        return Err(format!(
            "{sets:?} seed {seed}, {players} players: {:?}\n{text}",
            report.diagnostics()
        ));
    }
    Ok(true)
}

/// Games per combination of sets.
const GAMES_PER_COMBINATION: u64 = 625;

#[test]
fn random_games_of_every_combination_read_back_as_they_were_played() {
    let data = shipped();
    let mut written = 0;
    let mut games = 0;
    for (i, sets) in COMBINATIONS.iter().enumerate() {
        let ids: Vec<TileSetId> = sets.iter().map(|s| TileSetId::from(*s)).collect();
        let deck = data.deck(&ids, 1).expect("shipped sets");
        for seed in 0..GAMES_PER_COMBINATION {
            let players = 2 + (i + seed as usize) % 4;
            games += 1;
            match round_trip(&data, sets, &deck, players, seed) {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(e) => panic!("{e}"),
            }
        }
    }
    // Every game is written: a field touching no tile edge is named by its
    // index (`field.0`, issue 30).
    assert_eq!(written, games, "{written} of {games} written");
}
