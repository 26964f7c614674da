def safe():
    try:
        {}["x"]
    except KeyError:
        return "recovered"


print(safe())
raise ValueError("later")
