//! The browser's engine run natively: it reads the integers the site
//! writes for an example and answers with the same JSON serde_json would
//! write.

use serde_json::Value;
use tilebook_engine::{ExampleCode, ExampleJson, FeatureRef, FeatureType, Player};
use tilebook_wasm::{Core, to_json};

/// The engine part of the site's `examples/city-tie.json`: two knights,
/// red's and blue's, tie in a city of eight tiles.
const CITY_TIE: &str = include_str!("city-tie.json");

fn example() -> ExampleJson {
    serde_json::from_str(CITY_TIE).expect("the fixture is an example")
}

/// `value` as serde-json-core writes it, read back as a JSON value.
fn written<T: serde::Serialize>(value: &T) -> Value {
    let text = to_json(value).expect("serializes");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
}

#[test]
fn reads_the_json_the_site_writes() {
    let core = crate::core_of(CITY_TIE).expect("reads");
    assert_eq!(core.example(), &example());
    assert_eq!(core.tile_count(), 9);
    let state = core.state("third", 9, true).expect("state");
    assert_eq!(state.players, vec![(Player::Red, 10), (Player::Blue, 10)]);
}

#[test]
fn strings_with_escapes_read_back_unescaped() {
    let mut ex = example();
    ex.kinds[0].symbols = vec!["goods & \"wine\"\\\n\t".into(), "łódź ü €".into()];
    ex.rules[0].id = "th\"ird".into();
    let json = serde_json::to_string(&ex).expect("serializes");
    assert!(json.contains(r#"\"wine\"\\\n\t"#), "{json}");
    let core = crate::core_of(&json).expect("reads");
    assert_eq!(core.example(), &ex);
    // And the rule edition's escaped id is written back as JSON.
    let state = core.state("th\"ird", 1, false).expect("state");
    assert_eq!(written(&state), serde_json::to_value(&state).unwrap());
}

#[test]
fn integers_that_are_no_example_are_an_error_not_a_panic() {
    let (table, code) = example().code();
    assert!(Core::new(&table, &code).is_ok());
    let cut = |v: &[i32]| v[..v.len() - 1].to_vec();
    let mut longer = table.clone();
    longer.push(0);
    let huge = [i32::MAX, 1, 2];
    for bad in [vec![], cut(&table), longer, huge.to_vec(), vec![-1]] {
        assert!(Core::new(&bad, &code).is_err(), "{bad:.40?}");
    }
    // A tile of four integers, a seventh player, a step without its
    // integers, setup integers left over.
    let bad = [
        ExampleCode {
            tiles: cut(&code.tiles),
            ..code.clone()
        },
        ExampleCode {
            followers: vec![1, 0, 0, 6, 0],
            ..code.clone()
        },
        ExampleCode {
            steps: vec![3, 0],
            ..code.clone()
        },
        ExampleCode {
            setup: vec![0, 0, 0, 0],
            ..code.clone()
        },
    ];
    for b in bad {
        assert!(Core::new(&table, &b).is_err(), "{b:?}");
    }
}

#[test]
fn answers_are_the_json_serde_json_writes() {
    let core = crate::core_of(CITY_TIE).expect("reads");
    for rules in ["first", "second", "third"] {
        for step in 0..=9 {
            for final_scoring in [false, true] {
                let state = core.state(rules, step, final_scoring).expect("state");
                assert_eq!(written(&state), serde_json::to_value(&state).unwrap());
            }
        }
    }
    let city = FeatureRef {
        ty: FeatureType::City,
        index: 0,
    };
    let feature = core.feature("third", 9, 1, city).expect("feature");
    assert!(feature.complete && feature.value > 0, "{feature:?}");
    assert_eq!(written(&feature), serde_json::to_value(&feature).unwrap());
    let legal = core.legal(0).expect("legal");
    assert!(!legal.is_empty());
    assert_eq!(written(&legal), serde_json::to_value(&legal).unwrap());
}

#[test]
fn players_are_listed_in_colour_order_whoever_came_first() {
    let mut ex = example();
    // Blue's knight first, red's second: the table still lists red first.
    ex.followers[0].player = Player::Blue;
    ex.followers[1].player = Player::Red;
    ex.followers.swap(0, 1);
    let core = crate::core_of(&serde_json::to_string(&ex).unwrap()).expect("reads");
    let state = core.state("third", 9, true).expect("state");
    assert_eq!(state.players, vec![(Player::Red, 10), (Player::Blue, 10)]);
    // Every player of the example is listed, before scoring too.
    let state = core.state("third", 2, false).expect("state");
    assert_eq!(state.players, vec![(Player::Red, 0), (Player::Blue, 0)]);
}

#[test]
fn a_long_answer_grows_the_buffer() {
    let many: Vec<(i32, i32, u16)> = (0..2000).map(|i| (i, -i, 90)).collect();
    let text = to_json(&many).expect("serializes");
    assert!(text.len() > 4096);
    assert_eq!(text, serde_json::to_string(&many).unwrap());
}
