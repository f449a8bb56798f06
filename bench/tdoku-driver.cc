// Times tdoku (../shared/reference/tdoku, BSD-2) on a puzzle file for bench/tdoku.ts, with the
// method the Gridwise rows use: a warm-up, then `runs` runs, each the whole set timed as a whole
// (wall clock and thread CPU time: the mean; the set repeated so a run lasts at least
// <min run ms>) and one pass timed puzzle by puzzle (the median). Our own code: it only calls tdoku's one-function API. bench/tdoku.ts
// builds it into bench/.build, which git ignores; tdoku's code is never copied here.
//
// Usage: tdoku-bench <puzzles.txt> <limit> <runs> <warm-up ms> <min run ms>
// Input: one puzzle per line, 81 characters, '1'..'9' or '.' (tdoku never takes '0').
// Output (stdout, one JSON object): {"count", "limit", "guesses" (all puzzles, one pass),
//   "solutions": [per puzzle], "grids": [the solution found per puzzle, only with limit 1],
//   "repeats" (passes per run), "passMeans", "cpuMeans": [µs per puzzle, one per run],
//   "perPuzzle": [µs, median of runs]}.

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

using Clock = std::chrono::steady_clock;

static double micros(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::micro>(b - a).count();
}

static double threadCpuMicros() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static void printList(const char *name, const std::vector<double> &xs) {
  std::printf(",\"%s\":[", name);
  for (size_t i = 0; i < xs.size(); i++) std::printf(i ? ",%.4f" : "%.4f", xs[i]);
  std::printf("]");
}

int main(int argc, char **argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: %s <puzzles.txt> <limit> <runs> <warm-up ms> <min run ms>\n",
                 argv[0]);
    return 2;
  }
  const size_t limit = std::strtoul(argv[2], nullptr, 10);
  const int runs = std::atoi(argv[3]);
  const double warmMs = std::atof(argv[4]);
  const double minRunMs = std::atof(argv[5]);
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  // 82 bytes per puzzle: tdoku reads input[81] to tell plain from pencilmark puzzles.
  std::vector<std::string> puzzles;
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 81) continue;
    line.resize(81);
    puzzles.push_back(line + '\n');
  }
  const size_t n = puzzles.size();
  if (n == 0 || limit == 0 || runs <= 0) {
    std::fprintf(stderr, "nothing to do: %zu puzzles, limit %zu, %d runs\n", n, limit, runs);
    return 2;
  }
  char solution[81];
  size_t guesses = 0;
  size_t sink = 0;
  auto solve = [&](size_t i) {
    return TdokuSolverDpllTriadSimd(puzzles[i].c_str(), limit, 0, solution, &guesses);
  };

  // A pass for the answers and the guess count, timed only to size the runs.
  const auto first = Clock::now();
  std::vector<size_t> solutions(n);
  std::vector<std::string> grids(limit == 1 ? n : 0);
  size_t totalGuesses = 0;
  for (size_t i = 0; i < n; i++) {
    solutions[i] = solve(i);
    totalGuesses += guesses;
    if (limit == 1) grids[i] = solutions[i] == 1 ? std::string(solution, 81) : std::string();
  }

  const double firstMs = micros(first, Clock::now()) / 1000;
  const int repeats = firstMs >= minRunMs ? 1 : (int)(minRunMs / std::max(firstMs, 1e-3)) + 1;

  const auto warmEnd = Clock::now() + std::chrono::microseconds((long long)(warmMs * 1000));
  for (size_t i = 0; Clock::now() < warmEnd; i = (i + 1) % n) sink += solve(i);

  std::vector<double> passMeans;
  std::vector<double> cpuMeans;
  std::vector<std::vector<double>> times(n, std::vector<double>(runs));
  for (int r = 0; r < runs; r++) {
    const double c0 = threadCpuMicros();
    const auto t0 = Clock::now();
    for (int k = 0; k < repeats; k++)
      for (size_t i = 0; i < n; i++) sink += solve(i);
    passMeans.push_back(micros(t0, Clock::now()) / n / repeats);
    cpuMeans.push_back((threadCpuMicros() - c0) / n / repeats);
    for (size_t i = 0; i < n; i++) {
      const auto a = Clock::now();
      sink += solve(i);
      times[i][r] = micros(a, Clock::now());
    }
  }
  std::vector<double> perPuzzle(n);
  for (size_t i = 0; i < n; i++) {
    std::vector<double> &t = times[i];
    std::nth_element(t.begin(), t.begin() + runs / 2, t.end());
    perPuzzle[i] = t[runs / 2];
  }

  std::printf("{\"count\":%zu,\"limit\":%zu,\"sink\":%zu,\"guesses\":%zu,\"repeats\":%d", n,
              limit, sink, totalGuesses, repeats);
  std::printf(",\"solutions\":[");
  for (size_t i = 0; i < n; i++) std::printf(i ? ",%zu" : "%zu", solutions[i]);
  std::printf("],\"grids\":[");
  for (size_t i = 0; i < grids.size(); i++)
    std::printf(i ? ",\"%s\"" : "\"%s\"", grids[i].c_str());
  std::printf("]");
  printList("passMeans", passMeans);
  printList("cpuMeans", cpuMeans);
  printList("perPuzzle", perPuzzle);
  std::printf("}\n");
  return 0;
}
