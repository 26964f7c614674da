import json
print(json.loads('{"a": [1, 2]}'))
def parse(s):
    try:
        return json.loads(s)
    except json.JSONDecodeError as e:
        print(type(e).__name__, e.msg, e.pos, e.lineno, e.colno)
        print(isinstance(e, ValueError))
        raise ValueError(f"bad document: {e}") from None
parse('{"a": 1,}')
