#pragma once
// A validator for the small JSON-Schema subset docs/report-schema.json is written in, so that the
// report's JSON contract is checked by the tests without a schema library.
//
// Keywords: type (a name or a list of names; "integer" accepts only integer JSON numbers, "number"
// any number), properties, required, additionalProperties (false or a schema), items, enum, oneOf
// (exactly one branch must match), $ref ("#/definitions/<name>", no sibling keywords) and
// definitions. $schema, $comment, title and description are annotations. Any other keyword is
// reported by schemaProblems(): a schema that says more than the validator checks would pass
// documents it should refuse.
//
// The validator also records which property of the schema each valid document used (in branches
// that matched), so a test can tell keys the schema declares that no document ever produces.
#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace steplens::test {

class SchemaSubset
{
public:
    explicit SchemaSubset(nlohmann::json schema)
        : m_schema(std::move(schema))
    {
        checkSchema(m_schema, "#");
    }

    // Keywords outside the subset, broken $refs, malformed keyword values. Empty for a usable schema.
    const std::vector<std::string>& schemaProblems() const { return m_problems; }

    // Validates `doc` against #/definitions/<definition>. Returns one message per violation, each
    // naming the place in the document ("/ranks/0/step_trace/steps") and what is wrong.
    std::vector<std::string> validate(const nlohmann::ordered_json& doc, const std::string& definition)
    {
        std::vector<std::string> errors;
        std::set<std::string> used;
        const nlohmann::json* def = resolve("#/definitions/" + definition);
        if (!def) {
            errors.push_back("the schema has no definition '" + definition + "'");
            return errors;
        }
        check(doc, *def, "#/definitions/" + definition, "", errors, used);
        if (errors.empty())
            m_used.insert(used.begin(), used.end());
        return errors;
    }

    // Every property the schema declares, as "<schema location>/properties/<key>".
    std::set<std::string> declaredProperties() const
    {
        std::set<std::string> out;
        collectProperties(m_schema, "#", out);
        return out;
    }
    // The declared properties that some valid document held.
    const std::set<std::string>& usedProperties() const { return m_used; }

private:
    static bool isAnnotation(const std::string& key)
    {
        return key == "$schema" || key == "$comment" || key == "title" || key == "description";
    }

    static bool isTypeName(const std::string& t)
    {
        return t == "object" || t == "array" || t == "string" || t == "integer" || t == "number" || t == "boolean" ||
               t == "null";
    }

    void problem(const std::string& where, const std::string& what) { m_problems.push_back(where + ": " + what); }

    void checkSchema(const nlohmann::json& s, const std::string& where)
    {
        if (!s.is_object()) {
            problem(where, "a schema must be an object");
            return;
        }
        if (s.contains("$ref") && s.size() != 1)
            problem(where, "$ref must stand alone (its siblings would be ignored)");
        for (auto it = s.begin(); it != s.end(); ++it) {
            const std::string& key = it.key();
            const nlohmann::json& v = it.value();
            const std::string here = where + "/" + key;
            if (isAnnotation(key))
                continue;
            if (key == "type") {
                bool ok = v.is_string() ? isTypeName(v.get<std::string>()) : v.is_array() && !v.empty();
                if (v.is_array())
                    for (const auto& t : v)
                        ok = ok && t.is_string() && isTypeName(t.get<std::string>());
                if (!ok)
                    problem(here, "not a type name or a list of type names");
            } else if (key == "properties" || key == "definitions") {
                if (!v.is_object())
                    problem(here, "must be an object of schemas");
                else
                    for (auto p = v.begin(); p != v.end(); ++p)
                        checkSchema(p.value(), here + "/" + p.key());
            } else if (key == "required") {
                bool ok = v.is_array();
                for (const auto& r : v)
                    ok = ok && r.is_string() && s.contains("properties") && s["properties"].contains(r);
                if (!ok)
                    problem(here, "must list names declared in properties");
            } else if (key == "additionalProperties") {
                if (v.is_boolean()) {
                    if (v.get<bool>())
                        problem(here, "true is the default; say nothing or give a schema");
                } else {
                    checkSchema(v, here);
                }
            } else if (key == "items") {
                checkSchema(v, here);
            } else if (key == "enum") {
                if (!v.is_array() || v.empty())
                    problem(here, "must be a non-empty list");
            } else if (key == "oneOf") {
                if (!v.is_array() || v.size() < 2)
                    problem(here, "must list at least two schemas");
                else
                    for (std::size_t i = 0; i < v.size(); ++i)
                        checkSchema(v[i], here + "/" + std::to_string(i));
            } else if (key == "$ref") {
                if (!v.is_string() || !resolve(v.get<std::string>()))
                    problem(here, "does not name a definition (#/definitions/<name>)");
            } else {
                problem(here, "keyword outside the subset this validator checks");
            }
        }
    }

    const nlohmann::json* resolve(const std::string& ref) const
    {
        const std::string prefix = "#/definitions/";
        if (ref.rfind(prefix, 0) != 0)
            return nullptr;
        auto defs = m_schema.find("definitions");
        if (defs == m_schema.end() || !defs->is_object())
            return nullptr;
        auto it = defs->find(ref.substr(prefix.size()));
        return it == defs->end() ? nullptr : &*it;
    }

    static const char* typeOf(const nlohmann::ordered_json& v)
    {
        if (v.is_null())
            return "null";
        if (v.is_boolean())
            return "boolean";
        if (v.is_number_integer() || v.is_number_unsigned())
            return "integer";
        if (v.is_number())
            return "number (not an integer)";
        if (v.is_string())
            return "string";
        if (v.is_array())
            return "array";
        return "object";
    }

    static bool hasType(const nlohmann::ordered_json& v, const std::string& t)
    {
        if (t == "null")
            return v.is_null();
        if (t == "boolean")
            return v.is_boolean();
        if (t == "integer")
            return v.is_number_integer() || v.is_number_unsigned();
        if (t == "number")
            return v.is_number();
        if (t == "string")
            return v.is_string();
        if (t == "array")
            return v.is_array();
        return t == "object" && v.is_object();
    }

    void check(const nlohmann::ordered_json& v, const nlohmann::json& s, const std::string& where,
               const std::string& path, std::vector<std::string>& errors, std::set<std::string>& used) const
    {
        const std::string at = path.empty() ? std::string("/") : path;
        if (auto ref = s.find("$ref"); ref != s.end()) {
            const std::string name = ref->get<std::string>();
            if (const nlohmann::json* target = resolve(name))
                check(v, *target, name, path, errors, used);
            return;
        }
        if (auto type = s.find("type"); type != s.end()) {
            bool ok = false;
            std::string names;
            for (const auto& t : type->is_array() ? *type : nlohmann::json::array({*type})) {
                ok = ok || hasType(v, t.get<std::string>());
                names += (names.empty() ? "" : " or ") + t.get<std::string>();
            }
            if (!ok) {
                errors.push_back(at + ": is " + typeOf(v) + ", the schema wants " + names);
                return;
            }
        }
        if (auto values = s.find("enum"); values != s.end()) {
            const nlohmann::json plain = nlohmann::json::parse(v.dump());
            bool ok = false;
            for (const auto& e : *values)
                ok = ok || e == plain;
            if (!ok) {
                errors.push_back(at + ": " + v.dump() + " is not one of " + values->dump());
                return;
            }
        }
        if (auto branches = s.find("oneOf"); branches != s.end()) {
            std::vector<std::string> why;
            std::set<std::string> matchedUse;
            int matches = 0;
            for (std::size_t i = 0; i < branches->size(); ++i) {
                std::vector<std::string> branchErrors;
                std::set<std::string> branchUse;
                check(v, (*branches)[i], where + "/oneOf/" + std::to_string(i), path, branchErrors, branchUse);
                if (branchErrors.empty()) {
                    ++matches;
                    matchedUse = std::move(branchUse);
                } else {
                    why.push_back("[" + std::to_string(i) + "] " + branchErrors.front());
                }
            }
            if (matches == 1) {
                used.insert(matchedUse.begin(), matchedUse.end());
            } else if (matches == 0) {
                std::string all;
                for (const auto& w : why)
                    all += (all.empty() ? "" : "; ") + w;
                errors.push_back(at + ": matches none of the alternatives (" + all + ")");
                return;
            } else {
                errors.push_back(at + ": matches " + std::to_string(matches) + " alternatives, one is expected");
                return;
            }
        }
        if (v.is_object()) {
            const nlohmann::json* props = s.contains("properties") ? &s["properties"] : nullptr;
            if (auto req = s.find("required"); req != s.end())
                for (const auto& r : *req)
                    if (!v.contains(r.get<std::string>()))
                        errors.push_back(at + ": required key '" + r.get<std::string>() + "' is missing");
            auto extra = s.find("additionalProperties");
            for (auto it = v.begin(); it != v.end(); ++it) {
                const std::string child = path + "/" + it.key();
                if (props && props->contains(it.key())) {
                    const std::string propWhere = where + "/properties/" + it.key();
                    used.insert(propWhere);
                    check(it.value(), (*props)[it.key()], propWhere, child, errors, used);
                } else if (extra != s.end() && extra->is_boolean()) {
                    errors.push_back(child + ": key '" + it.key() + "' is not in the schema");
                } else if (extra != s.end()) {
                    check(it.value(), *extra, where + "/additionalProperties", child, errors, used);
                }
            }
        }
        if (v.is_array())
            if (auto items = s.find("items"); items != s.end())
                for (std::size_t i = 0; i < v.size(); ++i)
                    check(v[i], *items, where + "/items", path + "/" + std::to_string(i), errors, used);
    }

    void collectProperties(const nlohmann::json& s, const std::string& where, std::set<std::string>& out) const
    {
        if (!s.is_object())
            return;
        for (auto it = s.begin(); it != s.end(); ++it) {
            const std::string here = where + "/" + it.key();
            if (it.key() == "properties" || it.key() == "definitions") {
                if (!it.value().is_object())
                    continue;
                for (auto p = it.value().begin(); p != it.value().end(); ++p) {
                    if (it.key() == "properties")
                        out.insert(here + "/" + p.key());
                    collectProperties(p.value(), here + "/" + p.key(), out);
                }
            } else if (it.key() == "items" || it.key() == "additionalProperties") {
                collectProperties(it.value(), here, out);
            } else if (it.key() == "oneOf" && it.value().is_array()) {
                for (std::size_t i = 0; i < it.value().size(); ++i)
                    collectProperties(it.value()[i], here + "/" + std::to_string(i), out);
            }
        }
    }

    nlohmann::json m_schema;
    std::vector<std::string> m_problems;
    std::set<std::string> m_used;
};

} // namespace steplens::test
