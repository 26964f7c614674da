def close(conn):
    conn["open"] = False
    conn["log"].append("closed")
def run(conn):
    try:
        return conn["query"]()
    except Exception:
        close(conn)
        raise
run({"query": lambda: 1, "log": []})
print("first ok")
run({"query": lambda: 1 / 0})
