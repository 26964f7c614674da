import json
import traceback
try:
    json.loads("[1, 2,]")
except json.JSONDecodeError as e:
    print(e)
    print(e.lineno, e.colno, e.pos)
    print(traceback.extract_tb(e.__traceback__)[0].name)
def load(text):
    data = json.loads(text)
    return data["items"]
print(load('{"items": [1]}'))
load('{"item": []}')
