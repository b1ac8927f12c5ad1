//! The integration tests, as one test binary (`cargo test --test it`):
//! one module per area, sharing the helpers in `common`. One binary
//! links the crate once instead of once per file.
//!
//! Every module runs in the same process, in parallel: a test changes
//! no process-wide state (current directory, environment variables); it
//! gives a directory to the command it runs instead.

mod common;

mod bad_input;
mod bad_input_data;
mod bad_input_ids;
mod bad_input_templates;
mod board_hostile;
mod board_replay;
mod board_roundtrip;
mod book;
mod book_sources;
mod catapult_rules;
mod check_data;
mod checklist;
mod count;
mod count_features;
mod count_rules;
mod engine_board;
mod engine_limits;
mod engine_messages;
mod engine_props;
mod example_goods;
mod expansion_boards;
mod expansion_tiles;
mod explain;
mod figures_art;
mod hostile_output;
mod hostile_sets;
mod l10n;
mod l10n_ids;
mod l10n_robustness;
mod l10n_words;
mod more_tiles_a;
mod more_tiles_b;
mod mybox;
mod names;
mod offers;
mod output_safety;
mod pd_tower_boards;
mod pd_tower_tiles;
mod project_load;
mod river2_rules;
mod schema;
mod score;
mod serve;
mod serve_encoding;
mod sim;
mod site;
mod tile_art;
mod tile_art_expansions;
mod tile_art_more_a;
mod tile_art_more_b;
mod tile_art_pd_tower;
mod tile_svg;
mod tiles;
mod tiles_cli;
mod tiles_sets;
mod variants;
mod wasm_payload;
mod winter_printings;
mod winter_tiles;
