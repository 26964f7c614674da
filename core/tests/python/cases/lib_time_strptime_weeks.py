import time

for s, f in [("2023 10 1", "%Y %U %w"), ("2023 10 1", "%Y %W %w"), ("2023 0 3", "%Y %U %w"),
             ("2023 0 0", "%Y %W %w"), ("2024 52 6", "%Y %U %w"), ("2021 0 1", "%Y %W %u"),
             ("2023 7", "%Y %u"), ("2020 53 5", "%G %V %u"), ("2021 1 1", "%G %V %u"),
             ("2019 1 Mon", "%G %V %a"), ("2015 53 7", "%G %V %u"), ("2023 5", "%Y %U"),
             ("1999 0 Sunday", "%Y %U %A"), ("2000 0 6", "%Y %W %w")]:
    t = time.strptime(s, f)
    print(s, f, "->", t.tm_year, t.tm_mon, t.tm_mday, t.tm_wday, t.tm_yday)
for s, f in [("2020 5", "%G %u"), ("2020 10", "%G %V"), ("2020 10 1 5", "%G %V %u %j"),
             ("10 1", "%V %u"), ("2020 10 1", "%Y %V %u"), ("2020 54 1", "%Y %W %u")]:
    try:
        time.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
time.strptime("2020 8", "%Y %u")
