import json
json.loads('{"a": 1,}')
