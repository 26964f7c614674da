import traceback

def risky(i):
    values = [10, 5, 0]
    return 100 // values[i]

for i in range(4):
    try:
        print(risky(i))
    except Exception:
        print(traceback.format_exc(), end="")
risky(2)
