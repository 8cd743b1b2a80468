// Message: the translatable texts core produces (ids, English sources, named arguments).
#include "text/message.h"

#include <catch2/catch.hpp>

using namespace steplens;

TEST_CASE("message: placeholders are replaced by named arguments, in English without a translator")
{
    Message m = SL_MSG("test.idle", "The device idles {free} inside every step ({share})");
    m.arg("free", "3.20 ms").arg("share", "12.5 %");
    CHECK(m.id() == "test.idle");
    CHECK(m.translatable());
    CHECK(m.english() == "The device idles 3.20 ms inside every step (12.5 %)");
    // A later value of the same name replaces the earlier one.
    m.arg("free", "4.00 ms");
    CHECK(m.english() == "The device idles 4.00 ms inside every step (12.5 %)");
}

TEST_CASE("message: a translator gives the pattern, arguments are filled in after translation")
{
    Translator zh = [](const std::string& id, const std::string&) -> std::string {
        if (id == "test.steps")
            return "{n} 个迭代中的 {phase}";
        if (id == "test.phase")
            return "迭代间隙";
        return {};
    };
    Message phase = SL_MSG("test.phase", "iteration gap");
    Message m = SL_MSG("test.steps", "{phase} in {n} steps").arg("n", 7).arg("phase", phase);
    CHECK(m.text(&zh) == "7 个迭代中的 迭代间隙");
    CHECK(m.english() == "iteration gap in 7 steps");
    // No translation for an id: the English source is used.
    Message other = SL_MSG("test.other", "left as {x}").arg("x", "is");
    CHECK(other.text(&zh) == "left as is");
}

TEST_CASE("message: literals are not translated, unknown and malformed placeholders stay visible")
{
    Translator upper = [](const std::string&, const std::string&) { return std::string("TRANSLATED"); };
    Message literal = std::string("MatMul-op12 {not an arg}");
    CHECK_FALSE(literal.translatable());
    CHECK(literal.text(&upper) == "MatMul-op12 {not an arg}");
    Message m = SL_MSG("test.missing", "{a} and {b} and {} and {c");
    m.arg("a", "A");
    CHECK(m.english() == "A and {b} and {} and {c");
}

TEST_CASE("message: placeholdersOf lists each name once in order; collect walks nested messages")
{
    CHECK(placeholdersOf("{x} {y} {x} {bad name} {}") == std::vector<std::string>{"x", "y"});
    Message inner = SL_MSG("test.inner", "inner {v}");
    inner.arg("v", "1");
    Message outer = SL_MSG("test.outer", "{a}: {b}").arg("a", inner).arg("b", "plain");
    std::vector<const Message*> all;
    outer.collect(all);
    REQUIRE(all.size() == 2);
    CHECK(all[0]->id() == "test.outer");
    CHECK(all[1]->id() == "test.inner");
    CHECK(outer.english() == "inner 1: plain");
}
