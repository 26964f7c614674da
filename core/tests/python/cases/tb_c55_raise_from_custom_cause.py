class DBError(Exception):
    def __init__(self, query, code):
        super().__init__(f"query failed ({code})")
        self.query = query

def run(q):
    try:
        return {"select": 1}[q.split()[0]]
    except KeyError as e:
        raise DBError(q, 17) from e

print(run("select *"))
run("delete *")
