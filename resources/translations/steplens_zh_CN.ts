<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ExampleRun</name>
    <message>
        <source>the example has only one run</source>
        <translation>示例只有一次运行</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>cannot move the example runs into %1</source>
        <translation>无法将示例运行移入 %1</translation>
    </message>
    <message>
        <source>the example generator wrote no run folder</source>
        <translation>示例生成器没有写出任何运行文件夹</translation>
    </message>
</context>
<context>
    <name>ExportFeedback</name>
    <message>
        <source>Saved %1 in %2</source>
        <translation>已将 %1 保存到 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n files saved in %1</source>
        <translation>
            <numerusform>已将 %n 个文件保存到 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Copy rows</source>
        <translation>复制行</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Step key of communication.json</source>
        <translation>communication.json 中的步标识</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>collective or p2p</source>
        <translation>集合通信或点对点通信</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>HCCL operation, without its group</source>
        <translation>HCCL 操作（不含其通信组）</translation>
    </message>
    <message>
        <source>Elapse (ms)</source>
        <translation>耗时 (ms)</translation>
    </message>
    <message>
        <source>Wall time of the operation</source>
        <translation>该操作的墙钟时间</translation>
    </message>
    <message>
        <source>Transit (ms)</source>
        <translation>传输 (ms)</translation>
    </message>
    <message>
        <source>Time spent moving data</source>
        <translation>传输数据所用的时间</translation>
    </message>
    <message>
        <source>Wait (ms)</source>
        <translation>等待 (ms)</translation>
    </message>
    <message>
        <source>Time spent waiting for the other ranks</source>
        <translation>等待其他 Rank 的时间</translation>
    </message>
    <message>
        <source>Sync (ms)</source>
        <translation>同步 (ms)</translation>
    </message>
    <message>
        <source>Synchronization time</source>
        <translation>同步时间</translation>
    </message>
    <message>
        <source>Idle (ms)</source>
        <translation>空闲 (ms)</translation>
    </message>
    <message>
        <source>Neither transit nor wait</source>
        <translation>既非传输也非等待</translation>
    </message>
    <message>
        <source>Wait ratio (%)</source>
        <translation>等待占比 (%)</translation>
    </message>
    <message>
        <source>Wait / (Wait + Transit)</source>
        <translation>等待 / (等待 + 传输)</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输链路</translation>
    </message>
    <message>
        <source>The transport that moved the most data</source>
        <translation>传输数据最多的链路类型</translation>
    </message>
    <message>
        <source>Size (MB)</source>
        <translation>大小 (MB)</translation>
    </message>
    <message>
        <source>Moved over that transport</source>
        <translation>经该链路传输的数据量</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>带宽 (GB/s)</translation>
    </message>
    <message>
        <source>Of that transport, as written (else size / time)</source>
        <translation>该链路的带宽（文件中的值，否则为大小 / 时间）</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>通信组</translation>
    </message>
    <message>
        <source>Communication group hash</source>
        <translation>通信组哈希</translation>
    </message>
    <message>
        <source>LOCAL, HCCS, RDMA, SDMA, PCIE, SIO</source>
        <translation>LOCAL、HCCS、RDMA、SDMA、PCIE、SIO</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>偏慢</translation>
    </message>
    <message>
        <source>More than the threshold below the mean bandwidth of its transport type</source>
        <translation>比同类链路的平均带宽低出阈值以上</translation>
    </message>
    <message>
        <source>Source rank</source>
        <translation>源 Rank</translation>
    </message>
    <message>
        <source>Sending rank</source>
        <translation>发送方 Rank</translation>
    </message>
    <message>
        <source>Destination rank</source>
        <translation>目的 Rank</translation>
    </message>
    <message>
        <source>Receiving rank</source>
        <translation>接收方 Rank</translation>
    </message>
    <message>
        <source>As written for one entry, else size / time</source>
        <translation>单条记录时取文件中的值，否则为大小 / 时间</translation>
    </message>
    <message>
        <source>Transit size</source>
        <translation>传输大小</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <source>Transit time</source>
        <translation>传输时间</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>条目数</translation>
    </message>
    <message>
        <source>File entries summed into this link</source>
        <translation>汇总到此链路的文件条目数</translation>
    </message>
    <message>
        <source>Step Id of kernel_details.csv</source>
        <translation>kernel_details.csv 中的 Step Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kernel name</source>
        <translation>算子名称</translation>
    </message>
    <message>
        <source>Type (from name)</source>
        <translation>类型（由名称推断）</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Level0 writes N/A as the type: the name stands in for it</source>
        <translation>Level0 将类型写为 N/A：以名称代替</translation>
    </message>
    <message>
        <source>OP type</source>
        <translation>OP 类型</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>核类型</translation>
    </message>
    <message>
        <source>Accelerator Core: AI_CORE, AI_VECTOR_CORE, MIX_AIC, AI_CPU, HCCL…</source>
        <translation>Accelerator Core：AI_CORE、AI_VECTOR_CORE、MIX_AIC、AI_CPU、HCCL…</translation>
    </message>
    <message>
        <source>Duration (µs)</source>
        <translation>耗时 (µs)</translation>
    </message>
    <message>
        <source>Device time of the kernel</source>
        <translation>该算子在 Device 上的执行时间</translation>
    </message>
    <message>
        <source>Wait (µs)</source>
        <translation>等待 (µs)</translation>
    </message>
    <message>
        <source>Time the stream waited before this kernel</source>
        <translation>执行该算子前流等待的时间</translation>
    </message>
    <message>
        <source>Start (ms)</source>
        <translation>开始 (ms)</translation>
    </message>
    <message>
        <source>Start time relative to the file&apos;s first kernel</source>
        <translation>相对文件中第一个算子的开始时间</translation>
    </message>
    <message>
        <source>Block dim</source>
        <translation>Block dim</translation>
    </message>
    <message>
        <source>Block Dim</source>
        <translation>Block Dim</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Stream ID</source>
        <translation>Stream ID</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Task ID</source>
        <translation>Task ID</translation>
    </message>
    <message>
        <source>Input shapes</source>
        <translation>输入形状</translation>
    </message>
    <message>
        <source>Input Shapes</source>
        <translation>Input Shapes</translation>
    </message>
    <message>
        <source>Input types</source>
        <translation>输入类型</translation>
    </message>
    <message>
        <source>Input Data Types</source>
        <translation>Input Data Types</translation>
    </message>
    <message>
        <source>Output shapes</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <source>Output Shapes</source>
        <translation>Output Shapes</translation>
    </message>
    <message>
        <source>Output types</source>
        <translation>输出类型</translation>
    </message>
    <message>
        <source>Output Data Types</source>
        <translation>Output Data Types</translation>
    </message>
    <message>
        <source>executions (operators where the file gives no count)</source>
        <translation>执行次数（文件未给出次数的算子按个数计）</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>No AI Core type file: types grouped from the operator table.</source>
        <translation>没有 AI Core 类型文件：类型由算子表汇总得到。</translation>
    </message>
    <message>
        <source>%1: not known for this row</source>
        <translation>%1：此行未知</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>The operator that allocated the block (operator_memory Name)</source>
        <translation>分配该内存块的算子（operator_memory 的 Name）</translation>
    </message>
    <message>
        <source>At peak</source>
        <translation>峰值时</translation>
    </message>
    <message>
        <source>Held at the peak the memory panel names</source>
        <translation>在内存面板所示峰值时仍被占用</translation>
    </message>
    <message>
        <source>Size(KB) / 1024</source>
        <translation>Size(KB) / 1024</translation>
    </message>
    <message>
        <source>Allocated at (ms)</source>
        <translation>分配时刻 (ms)</translation>
    </message>
    <message>
        <source>After the first memory record</source>
        <translation>相对第一条内存记录</translation>
    </message>
    <message>
        <source>Released at (ms)</source>
        <translation>释放时刻 (ms)</translation>
    </message>
    <message>
        <source>After the first memory record; empty while still held at the end of the capture</source>
        <translation>相对第一条内存记录；采集结束时仍被占用则为空</translation>
    </message>
    <message>
        <source>Lifetime (ms)</source>
        <translation>生命周期 (ms)</translation>
    </message>
    <message>
        <source>Allocation to release, or to the end of the capture when never released</source>
        <translation>从分配到释放，从未释放则到采集结束</translation>
    </message>
    <message>
        <source>Allocated total (MB)</source>
        <translation>已分配总量 (MB)</translation>
    </message>
    <message>
        <source>The allocator&apos;s total allocated at the allocation</source>
        <translation>分配时分配器的已分配总量</translation>
    </message>
    <message>
        <source>Reserved total (MB)</source>
        <translation>已预留总量 (MB)</translation>
    </message>
    <message>
        <source>The allocator&apos;s total reserved at the allocation</source>
        <translation>分配时分配器的已预留总量</translation>
    </message>
    <message>
        <source>Active total (MB)</source>
        <translation>活跃总量 (MB)</translation>
    </message>
    <message>
        <source>The allocator&apos;s total active at the allocation</source>
        <translation>分配时分配器的活跃总量</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>Op Name</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <source>Graph ID</source>
        <translation>Graph ID</translation>
    </message>
    <message>
        <source>From node</source>
        <translation>起始节点</translation>
    </message>
    <message>
        <source>Node Index Start: where the block is allocated</source>
        <translation>Node Index Start：内存块分配的位置</translation>
    </message>
    <message>
        <source>To node</source>
        <translation>结束节点</translation>
    </message>
    <message>
        <source>Node Index End: where it is released; empty when held to the end of the graph</source>
        <translation>Node Index End：内存块释放的位置；一直占用到图结束则为空</translation>
    </message>
    <message>
        <source>All operations (the &quot;-total&quot; sums)</source>
        <translation>全部操作（&quot;-total&quot; 汇总）</translation>
    </message>
    <message>
        <source>All operations (Total Op Info)</source>
        <translation>全部操作（Total Op Info）</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>rank %1 of A against rank %2 of B</source>
        <translation>A 的 Rank %1 对比 B 的 Rank %2</translation>
    </message>
    <message>
        <source>Both runs must be read before they can be compared.</source>
        <translation>两次运行都读取完成后才能对比。</translation>
    </message>
    <message>
        <source>Run %1 (%2) holds no profiler data StepLens could read.</source>
        <translation>运行 %1 (%2) 中没有 StepLens 能读取的性能数据。</translation>
    </message>
    <message>
        <source>Rank %1 is not in both runs.</source>
        <translation>Rank %1 不在两次运行中。</translation>
    </message>
    <message>
        <source>The analysis of the two runs is missing.</source>
        <translation>缺少两次运行的分析结果。</translation>
    </message>
    <message>
        <source>Iteration gap</source>
        <translation>迭代间隙</translation>
    </message>
    <message>
        <source>Forward+backward</source>
        <translation>前向+反向</translation>
    </message>
    <message>
        <source>Tail</source>
        <translation>迭代拖尾</translation>
    </message>
    <message>
        <source>Whole step</source>
        <translation>整步</translation>
    </message>
    <message>
        <source>new in B</source>
        <translation>B 中新增</translation>
    </message>
    <message>
        <source>gone in B</source>
        <translation>B 中已无</translation>
    </message>
    <message>
        <source>workers %1 → %2</source>
        <translation>线程数 %1 → %2</translation>
    </message>
    <message>
        <source>queue %1 → %2</source>
        <translation>队列 %1 → %2</translation>
    </message>
    <message>
        <source>A → B: workers %1 → %2</source>
        <translation>A → B：线程数 %1 → %2</translation>
    </message>
    <message>
        <source>A → B: queue %1 → %2 %</source>
        <translation>A → B：队列 %1 → %2 %</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>the view has no size to export</source>
        <translation>视图没有可导出的尺寸</translation>
    </message>
    <message>
        <source>nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>unknown image type &apos;%1&apos;: use .png, .svg or .pdf</source>
        <translation>未知的图片类型“%1”：请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>Report: could not write %1</source>
        <translation>报告：无法写入 %1</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>No chart could be drawn from this data.

</source>
        <translation>无法根据这些数据绘制任何图表。

</translation>
    </message>
    <message>
        <source>Written by StepLens %1 beside this report.
</source>
        <translation>由 StepLens %1 写在本报告旁。
</translation>
    </message>
    <message>
        <source> (rank %1)</source>
        <translation>（Rank %1）</translation>
    </message>
    <message>
        <source>Operators: the diff tables were not ready in time</source>
        <translation>算子：差异表未能及时就绪</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Operators: the tables were not ready in time</source>
        <translation>算子：表格未能及时就绪</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步耗时</translation>
    </message>
    <message>
        <source>Mean per step (ms)</source>
        <translation>每步平均 (ms)</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Collective time over the profiled steps (ms)</source>
        <translation>剖析各步的集合通信时间 (ms)</translation>
    </message>
    <message>
        <source>Transit (moving data)</source>
        <translation>传输（搬运数据）</translation>
    </message>
    <message>
        <source>Wait (for the other ranks)</source>
        <translation>等待（其他 Rank）</translation>
    </message>
    <message>
        <source>Idle inside the operations</source>
        <translation>操作内部的空闲</translation>
    </message>
    <message>
        <source>slow: %1</source>
        <translation>慢：%1</translation>
    </message>
    <message>
        <source>no step data: %1</source>
        <translation>无步数据：%1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Global rank</source>
        <translation>全局 Rank</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Steps averaged (after the warm-up cut)</source>
        <translation>参与平均的步数（去掉预热步之后）</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>Pipeline stage (pipeline parallel jobs)</source>
        <translation>流水线 Stage（流水线并行作业）</translation>
    </message>
    <message>
        <source> (ms)</source>
        <translation> (ms)</translation>
    </message>
    <message>
        <source>Mean per step</source>
        <translation>每步平均</translation>
    </message>
    <message>
        <source>Step (ms)</source>
        <translation>步耗时 (ms)</translation>
    </message>
    <message>
        <source>Mean step wall time</source>
        <translation>平均每步墙钟时间</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Communication operations over the profiled steps</source>
        <translation>剖析各步中的通信操作</translation>
    </message>
    <message>
        <source>Time the collectives spent moving data</source>
        <translation>集合通信搬运数据的时间</translation>
    </message>
    <message>
        <source>Time the collectives spent waiting for other ranks</source>
        <translation>集合通信等待其他 Rank 的时间</translation>
    </message>
    <message>
        <source>Wait (%)</source>
        <translation>等待 (%)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>What the cluster findings say about this rank</source>
        <translation>集群发现对此 Rank 的结论</translation>
    </message>
</context>
<context>
    <name>Severity</name>
    <message>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Moderate</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Colour-blind safe (8 colours)</source>
        <translation>色盲友好（8 色）</translation>
    </message>
    <message>
        <source>By op type (20 colours)</source>
        <translation>按算子类型（20 色）</translation>
    </message>
</context>
<context>
    <name>TuningAssistantPanel</name>
    <message>
        <source>the step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>the data queues</source>
        <translation>数据队列</translation>
    </message>
    <message>
        <source>the data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
    <message>
        <source>the CPU use</source>
        <translation>CPU 占用</translation>
    </message>
    <message>
        <source>the operators</source>
        <translation>算子</translation>
    </message>
</context>
<context>
    <name>analysis.progress.cluster</name>
    <message>
        <source>comparing the ranks</source>
        <translation>正在比较各 Rank</translation>
    </message>
</context>
<context>
    <name>analysis.progress.rank</name>
    <message>
        <source>analysing rank {rank} ({n} of {count})</source>
        <translation>正在分析 Rank {rank}（第 {n} 个，共 {count} 个）</translation>
    </message>
</context>
<context>
    <name>cluster.links.kept-as-written</name>
    <message>
        <source>{n} links of communication_matrix.json could not be placed through their group&apos;s members (ranks of the group are not in this folder)</source>
        <translation>communication_matrix.json 中有 {n} 条链路无法通过其通信组成员定位（该组的 Rank 不在此文件夹中）</translation>
    </message>
</context>
<context>
    <name>cluster.links.kept-as-written.action</name>
    <message>
        <source>their keys are read as global ranks, since they name the rank that wrote them</source>
        <translation>其键按全局 Rank 读取，因为它们指的是写出该文件的 Rank</translation>
    </message>
</context>
<context>
    <name>cluster.links.unplaced</name>
    <message>
        <source>{n} links of communication_matrix.json use group-local rank keys whose group is not complete in this folder</source>
        <translation>communication_matrix.json 中有 {n} 条链路使用组内 Rank 编号，而其通信组在此文件夹中不完整</translation>
    </message>
</context>
<context>
    <name>cluster.links.unplaced.action</name>
    <message>
        <source>left out of the link matrix and the slow-link rule</source>
        <translation>不纳入链路矩阵和慢链路规则</translation>
    </message>
</context>
<context>
    <name>cluster.load.stopped</name>
    <message>
        <source>reading the cluster stopped: {what}</source>
        <translation>读取集群已停止：{what}</translation>
    </message>
</context>
<context>
    <name>cluster.load.stopped.action</name>
    <message>
        <source>the ranks read so far are shown</source>
        <translation>显示已读取的 Rank</translation>
    </message>
</context>
<context>
    <name>cluster.note.analysis-stopped</name>
    <message>
        <source>the cluster analysis stopped: {what}</source>
        <translation>集群分析已停止：{what}</translation>
    </message>
</context>
<context>
    <name>cluster.note.no-communication-share</name>
    <message>
        <source>the communication share needs Computing and Communication(Not Overlapped) columns, or computation and communication_alone in ascend_cluster_analyse files</source>
        <translation>通信占比需要 Computing 与 Communication(Not Overlapped) 列，或 ascend_cluster_analyse 文件中的 computation 与 communication_alone</translation>
    </message>
</context>
<context>
    <name>cluster.note.no-flops</name>
    <message>
        <source>the FLOPS rule needs flops_summary for at least two ranks</source>
        <translation>FLOPS 规则需要至少两个 Rank 的 flops_summary</translation>
    </message>
</context>
<context>
    <name>cluster.note.ranks-without-steps</name>
    <message>
        <source>{n} of {total} ranks have no step data and are left out of the step comparison</source>
        <translation>{total} 个 Rank 中有 {n} 个没有步数据，不参与步耗时比较</translation>
    </message>
</context>
<context>
    <name>cluster.phase.computing</name>
    <message>
        <source>Computing</source>
        <translation>Computing</translation>
    </message>
</context>
<context>
    <name>cluster.phase.exposed-communication</name>
    <message>
        <source>Communication (not overlapped)</source>
        <translation>Communication（未被掩盖）</translation>
    </message>
</context>
<context>
    <name>cluster.phase.fp-and-bp</name>
    <message>
        <source>forward and backward</source>
        <translation>前向与反向</translation>
    </message>
</context>
<context>
    <name>cluster.phase.free</name>
    <message>
        <source>Free (device idle)</source>
        <translation>Free（Device 空闲）</translation>
    </message>
</context>
<context>
    <name>cluster.phase.iteration-interval</name>
    <message>
        <source>iteration gap</source>
        <translation>迭代间隙</translation>
    </message>
</context>
<context>
    <name>cluster.phase.preparing</name>
    <message>
        <source>Preparing</source>
        <translation>Preparing</translation>
    </message>
</context>
<context>
    <name>cluster.phase.tail</name>
    <message>
        <source>tail</source>
        <translation>拖尾</translation>
    </message>
</context>
<context>
    <name>cluster.rank.no-step-trace</name>
    <message>
        <source>no step_trace_raw file (or it held no steps) for this rank</source>
        <translation>此 Rank 没有 step_trace_raw 文件（或文件中没有步）</translation>
    </message>
</context>
<context>
    <name>cluster.rank.no-step-trace-time</name>
    <message>
        <source>no step rows in this rank&apos;s ASCEND_PROFILER_OUTPUT (step_trace_time.csv, or analysis.db for a database export)</source>
        <translation>此 Rank 的 ASCEND_PROFILER_OUTPUT 中没有步数据行（step_trace_time.csv，数据库导出时为 analysis.db）</translation>
    </message>
</context>
<context>
    <name>cluster.rank.other-layout</name>
    <message>
        <source>its step data is of the other profiler layout than the rest of the cluster</source>
        <translation>其步数据来自与集群其他 Rank 不同的 Profiler 目录结构</translation>
    </message>
</context>
<context>
    <name>cluster.rank.summary-stopped</name>
    <message>
        <source>reading the summary stopped: {what}</source>
        <translation>读取摘要已停止：{what}</translation>
    </message>
</context>
<context>
    <name>cluster.rank.summary-stopped.action</name>
    <message>
        <source>the rest of this rank was not read</source>
        <translation>此 Rank 的其余部分未读取</translation>
    </message>
</context>
<context>
    <name>cluster.reports.duplicate-rank</name>
    <message>
        <source>rank {rank} is also in {other}</source>
        <translation>Rank {rank} 也出现在 {other} 中</translation>
    </message>
</context>
<context>
    <name>cluster.reports.duplicate-rank.action</name>
    <message>
        <source>this copy is not used</source>
        <translation>不使用此副本</translation>
    </message>
</context>
<context>
    <name>compare.a-baseline</name>
    <message>
        <source>A (baseline): {folder}</source>
        <translation>A（基线）：{folder}</translation>
    </message>
</context>
<context>
    <name>compare.b-candidate</name>
    <message>
        <source>B (candidate): {folder}</source>
        <translation>B（对比对象）：{folder}</translation>
    </message>
</context>
<context>
    <name>compare.col.a-ms</name>
    <message>
        <source>A ms</source>
        <translation>A ms</translation>
    </message>
</context>
<context>
    <name>compare.col.a-us</name>
    <message>
        <source>A µs</source>
        <translation>A µs</translation>
    </message>
</context>
<context>
    <name>compare.col.b-ms</name>
    <message>
        <source>B ms</source>
        <translation>B ms</translation>
    </message>
</context>
<context>
    <name>compare.col.b-us</name>
    <message>
        <source>B µs</source>
        <translation>B µs</translation>
    </message>
</context>
<context>
    <name>compare.col.delta-ms</name>
    <message>
        <source>Δ ms</source>
        <translation>Δ ms</translation>
    </message>
</context>
<context>
    <name>compare.col.delta-pct</name>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
</context>
<context>
    <name>compare.col.delta-us</name>
    <message>
        <source>Δ µs</source>
        <translation>Δ µs</translation>
    </message>
</context>
<context>
    <name>compare.col.kind</name>
    <message>
        <source>kind</source>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>compare.col.name</name>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
</context>
<context>
    <name>compare.col.status</name>
    <message>
        <source>status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>compare.findings.list</name>
    <message>
        <source>{what}: {list}</source>
        <translation>{what}：{list}</translation>
    </message>
</context>
<context>
    <name>compare.findings.new</name>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
</context>
<context>
    <name>compare.findings.none</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>compare.findings.persisting</name>
    <message>
        <source>persisting</source>
        <translation>仍存在</translation>
    </message>
</context>
<context>
    <name>compare.findings.resolved</name>
    <message>
        <source>resolved</source>
        <translation>已解决</translation>
    </message>
</context>
<context>
    <name>compare.heading.comparison</name>
    <message>
        <source>StepLens comparison</source>
        <translation>StepLens 对比</translation>
    </message>
</context>
<context>
    <name>compare.heading.op-types</name>
    <message>
        <source>Op types (regressions first; ops that wait for input, such as GetNext, after the improvements)</source>
        <translation>算子类型（劣化在前；GetNext 等等待输入的算子排在改善之后）</translation>
    </message>
</context>
<context>
    <name>compare.heading.phases</name>
    <message>
        <source>Step phases (mean per step)</source>
        <translation>各阶段（每步平均）</translation>
    </message>
</context>
<context>
    <name>compare.heading.queues</name>
    <message>
        <source>Queues (share of batches that found the queue empty)</source>
        <translation>队列（取数时发现队列为空的批次占比）</translation>
    </message>
</context>
<context>
    <name>compare.more-rows</name>
    <message>
        <source>{n} more rows in the JSON form.</source>
        <translation>另有 {n} 行见 JSON 格式。</translation>
    </message>
</context>
<context>
    <name>compare.note.ascend-phases</name>
    <message>
        <source>step phases from {source}; the step is Preparing + Computing + Communication(Not Overlapped) + Free</source>
        <translation>迭代阶段取自 {source}；一步 = Preparing + Computing + Communication(Not Overlapped) + Free</translation>
    </message>
</context>
<context>
    <name>compare.note.mode-differs</name>
    <message>
        <source>one run is training and the other inference; fp_and_bp is compared with fp</source>
        <translation>一个运行是训练，另一个是推理；fp_and_bp 与 fp 对比</translation>
    </message>
</context>
<context>
    <name>compare.note.no-step-trace-a</name>
    <message>
        <source>step phases not compared: run A has no step trace</source>
        <translation>未对比迭代阶段：运行 A 没有迭代轨迹</translation>
    </message>
</context>
<context>
    <name>compare.note.no-step-trace-b</name>
    <message>
        <source>step phases not compared: run B has no step trace</source>
        <translation>未对比迭代阶段：运行 B 没有迭代轨迹</translation>
    </message>
</context>
<context>
    <name>compare.note.renumbered</name>
    <message>
        <source>operators are matched on their full names without MindSpore&apos;s &quot;-op&lt;N&gt;&quot; numbers, which change between compilations: of the {matched} operators found in both runs, {renumbered} have a different number in B</source>
        <translation>算子按去掉 MindSpore &quot;-op&lt;N&gt;&quot; 编号后的全名匹配（编号在每次编译时会变）：两个运行共有的 {matched} 个算子中，有 {renumbered} 个在 B 中编号不同</translation>
    </message>
</context>
<context>
    <name>compare.note.step-counts</name>
    <message>
        <source>runs have {a} and {b} steps; per-step deltas cover the first {aligned}</source>
        <translation>两个运行分别有 {a} 和 {b} 步；逐步差值只覆盖前 {aligned} 步</translation>
    </message>
</context>
<context>
    <name>compare.operators</name>
    <message>
        <source>Operators: {matched} in both runs ({slower} slower, {faster} faster, {unchanged} unchanged), {added} only in B, {removed} only in A; per-operator rows in the JSON form.</source>
        <translation>算子：{matched} 个在两次运行中都有（{slower} 个变慢，{faster} 个变快，{unchanged} 个不变），{added} 个仅在 B 中，{removed} 个仅在 A 中；逐算子明细见 JSON 格式。</translation>
    </message>
</context>
<context>
    <name>compare.queue</name>
    <message>
        <source>{queue} queue: {a} → {b}</source>
        <translation>{queue} 队列：{a} → {b}</translation>
    </message>
</context>
<context>
    <name>compare.status.added</name>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
</context>
<context>
    <name>compare.status.faster</name>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
</context>
<context>
    <name>compare.status.removed</name>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
</context>
<context>
    <name>compare.status.slower</name>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
</context>
<context>
    <name>compare.status.unchanged</name>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
</context>
<context>
    <name>compare.status.waits-for-input</name>
    <message>
        <source>{status}, waits for input</source>
        <translation>{status}，等待输入</translation>
    </message>
</context>
<context>
    <name>compare.throughput</name>
    <message>
        <source>Throughput: {a} → {b} steps/s ({ratio}){samples}</source>
        <translation>吞吐量：{a} → {b} 步/秒（{ratio}）{samples}</translation>
    </message>
</context>
<context>
    <name>compare.throughput.samples</name>
    <message>
        <source>, {a} → {b} samples/s</source>
        <translation>，{a} → {b} 样本/秒</translation>
    </message>
</context>
<context>
    <name>compare.waits-for-input</name>
    <message>
        <source>{name} ({kind}) waits for input, it is not work: {delta} µs ({status}). In sink mode it blocks on the device&apos;s data queue, so its time follows the data pipeline.</source>
        <translation>{name}（{kind}）在等待输入，并非实际计算：{delta} µs（{status}）。下沉模式下它阻塞在设备侧数据队列上，其耗时取决于数据管道。</translation>
    </message>
</context>
<context>
    <name>diag.action.average-computed-from-the-steps</name>
    <message>
        <source>average computed from the steps only</source>
        <translation>平均值仅由各步计算</translation>
    </message>
</context>
<context>
    <name>diag.action.both-rows-kept</name>
    <message>
        <source>both rows kept</source>
        <translation>两行都保留</translation>
    </message>
</context>
<context>
    <name>diag.action.calls-left-off-the-timeline</name>
    <message>
        <source>calls left off the timeline</source>
        <translation>调用未显示在时间线上</translation>
    </message>
</context>
<context>
    <name>diag.action.capacity-unknown</name>
    <message>
        <source>capacity unknown</source>
        <translation>容量未知</translation>
    </message>
</context>
<context>
    <name>diag.action.children-ignored</name>
    <message>
        <source>children ignored</source>
        <translation>子节点已忽略</translation>
    </message>
</context>
<context>
    <name>diag.action.chip-queue-shown-as-empty</name>
    <message>
        <source>chip queue shown as empty</source>
        <translation>芯片队列按空显示</translation>
    </message>
</context>
<context>
    <name>diag.action.cluster-rules-use-the-mean</name>
    <message>
        <source>cluster rules use the mean of the steps</source>
        <translation>集群规则使用各步的平均值</translation>
    </message>
</context>
<context>
    <name>diag.action.column-ignored</name>
    <message>
        <source>column ignored</source>
        <translation>已忽略该列</translation>
    </message>
</context>
<context>
    <name>diag.action.columns-read-by-position-as</name>
    <message>
        <source>columns read by position, as MindInsight did</source>
        <translation>按位置读取列，与 MindInsight 相同</translation>
    </message>
</context>
<context>
    <name>diag.action.communication-operations-have-their-duration</name>
    <message>
        <source>communication operations have their duration only (no transit, wait or bandwidth)</source>
        <translation>通信操作只有耗时（无传输、等待和带宽）</translation>
    </message>
</context>
<context>
    <name>diag.action.computed-from-average-and-capacity</name>
    <message>
        <source>computed from average and capacity</source>
        <translation>由平均值和容量计算</translation>
    </message>
</context>
<context>
    <name>diag.action.computed-from-the-sizes</name>
    <message>
        <source>computed from the sizes</source>
        <translation>由大小序列计算</translation>
    </message>
</context>
<context>
    <name>diag.action.converted-to-ms</name>
    <message>
        <source>converted to ms</source>
        <translation>已换算为 ms</translation>
    </message>
</context>
<context>
    <name>diag.action.core-counts-left-unknown</name>
    <message>
        <source>core counts left unknown</source>
        <translation>核数量未知</translation>
    </message>
</context>
<context>
    <name>diag.action.count-left-unknown</name>
    <message>
        <source>count left unknown</source>
        <translation>次数未知</translation>
    </message>
</context>
<context>
    <name>diag.action.count-read-as-0</name>
    <message>
        <source>count read as 0</source>
        <translation>次数按 0 读取</translation>
    </message>
</context>
<context>
    <name>diag.action.database-not-used</name>
    <message>
        <source>database not used</source>
        <translation>未使用该数据库</translation>
    </message>
</context>
<context>
    <name>diag.action.dataset-iterator-profiling-used-instead</name>
    <message>
        <source>dataset_iterator_profiling used instead</source>
        <translation>改用 dataset_iterator_profiling</translation>
    </message>
</context>
<context>
    <name>diag.action.default-kept</name>
    <message>
        <source>default kept</source>
        <translation>保留默认值</translation>
    </message>
</context>
<context>
    <name>diag.action.device-unknown</name>
    <message>
        <source>device unknown</source>
        <translation>Device 未知</translation>
    </message>
</context>
<context>
    <name>diag.action.duplicate-row-skipped</name>
    <message>
        <source>duplicate row skipped</source>
        <translation>已跳过重复行</translation>
    </message>
</context>
<context>
    <name>diag.action.durations-kept-times-unknown</name>
    <message>
        <source>durations kept, times unknown</source>
        <translation>保留耗时，时刻未知</translation>
    </message>
</context>
<context>
    <name>diag.action.each-replaced-by</name>
    <message>
        <source>each replaced by &apos;?&apos;</source>
        <translation>每个替换为“?”</translation>
    </message>
</context>
<context>
    <name>diag.action.entries-matched-by-position-as</name>
    <message>
        <source>entries matched by position as far as they go</source>
        <translation>条目按位置尽量对应</translation>
    </message>
</context>
<context>
    <name>diag.action.entry-skipped</name>
    <message>
        <source>entry skipped</source>
        <translation>已跳过该条目</translation>
    </message>
</context>
<context>
    <name>diag.action.event-ignored</name>
    <message>
        <source>event ignored</source>
        <translation>已忽略该事件</translation>
    </message>
</context>
<context>
    <name>diag.action.events-before-byte-loaded</name>
    <message>
        <source>events before byte {byte} loaded</source>
        <translation>已加载第 {byte} 字节之前的事件</translation>
    </message>
</context>
<context>
    <name>diag.action.extra-columns-ignored</name>
    <message>
        <source>extra columns ignored</source>
        <translation>已忽略多余的列</translation>
    </message>
</context>
<context>
    <name>diag.action.extra-fields-ignored</name>
    <message>
        <source>extra fields ignored</source>
        <translation>已忽略多余的字段</translation>
    </message>
</context>
<context>
    <name>diag.action.fields-after-the-fifth-ignored</name>
    <message>
        <source>fields after the fifth ignored</source>
        <translation>第五个之后的字段已忽略</translation>
    </message>
</context>
<context>
    <name>diag.action.file-ignored</name>
    <message>
        <source>file ignored</source>
        <translation>已忽略该文件</translation>
    </message>
</context>
<context>
    <name>diag.action.file-not-used</name>
    <message>
        <source>file not used</source>
        <translation>未使用该文件</translation>
    </message>
</context>
<context>
    <name>diag.action.folder-skipped</name>
    <message>
        <source>folder skipped</source>
        <translation>已跳过该文件夹</translation>
    </message>
</context>
<context>
    <name>diag.action.graph-read-as-1</name>
    <message>
        <source>graph read as -1</source>
        <translation>图按 -1 读取</translation>
    </message>
</context>
<context>
    <name>diag.action.group-skipped</name>
    <message>
        <source>group skipped</source>
        <translation>已跳过该组</translation>
    </message>
</context>
<context>
    <name>diag.action.groups-ignored</name>
    <message>
        <source>groups ignored</source>
        <translation>已忽略这些组</translation>
    </message>
</context>
<context>
    <name>diag.action.held-to-the-end-of-the-graph</name>
    <message>
        <source>held to the end of the graph</source>
        <translation>视为一直占用到图结束</translation>
    </message>
</context>
<context>
    <name>diag.action.ignored</name>
    <message>
        <source>ignored</source>
        <translation>已忽略</translation>
    </message>
</context>
<context>
    <name>diag.action.ignored-as-above</name>
    <message>
        <source>ignored, as above</source>
        <translation>已忽略，同上</translation>
    </message>
</context>
<context>
    <name>diag.action.its-communication-times-are-not</name>
    <message>
        <source>its communication times are not read</source>
        <translation>不读取其通信时间</translation>
    </message>
</context>
<context>
    <name>diag.action.its-content-read-anyway</name>
    <message>
        <source>its content read anyway</source>
        <translation>仍读取其内容</translation>
    </message>
</context>
<context>
    <name>diag.action.its-folder-is-opened-instead</name>
    <message>
        <source>its folder is opened instead</source>
        <translation>改为打开其所在文件夹</translation>
    </message>
</context>
<context>
    <name>diag.action.its-texts-are-not-read</name>
    <message>
        <source>its texts are not read</source>
        <translation>不读取其文本</translation>
    </message>
</context>
<context>
    <name>diag.action.kept</name>
    <message>
        <source>kept</source>
        <translation>已保留</translation>
    </message>
</context>
<context>
    <name>diag.action.kept-as-text</name>
    <message>
        <source>kept as text</source>
        <translation>按文本保留</translation>
    </message>
</context>
<context>
    <name>diag.action.kept-as-written</name>
    <message>
        <source>kept as written</source>
        <translation>按原样保留</translation>
    </message>
</context>
<context>
    <name>diag.action.kept-its-duration-reads-as</name>
    <message>
        <source>kept; its duration reads as negative</source>
        <translation>已保留；其耗时显示为负数</translation>
    </message>
</context>
<context>
    <name>diag.action.kept-not-used-by-the</name>
    <message>
        <source>kept, not used by the rules</source>
        <translation>已保留，规则不使用</translation>
    </message>
</context>
<context>
    <name>diag.action.kernel-skipped</name>
    <message>
        <source>kernel skipped</source>
        <translation>已跳过该算子</translation>
    </message>
</context>
<context>
    <name>diag.action.key-ignored</name>
    <message>
        <source>key ignored</source>
        <translation>已忽略该键</translation>
    </message>
</context>
<context>
    <name>diag.action.last-line-not-used</name>
    <message>
        <source>last line not used</source>
        <translation>最后一行未使用</translation>
    </message>
</context>
<context>
    <name>diag.action.later-row-kept</name>
    <message>
        <source>later row kept</source>
        <translation>保留后一行</translation>
    </message>
</context>
<context>
    <name>diag.action.left-unknown</name>
    <message>
        <source>left unknown</source>
        <translation>保持未知</translation>
    </message>
</context>
<context>
    <name>diag.action.line-skipped</name>
    <message>
        <source>line skipped</source>
        <translation>已跳过该行</translation>
    </message>
</context>
<context>
    <name>diag.action.link-skipped</name>
    <message>
        <source>link skipped</source>
        <translation>已跳过该链路</translation>
    </message>
</context>
<context>
    <name>diag.action.links-of-this-step-ignored</name>
    <message>
        <source>links of this step ignored</source>
        <translation>已忽略此步的链路</translation>
    </message>
</context>
<context>
    <name>diag.action.metric-columns-not-kept-to</name>
    <message>
        <source>metric columns not kept, to save memory</source>
        <translation>为节省内存未保留指标列</translation>
    </message>
</context>
<context>
    <name>diag.action.metric-left-empty</name>
    <message>
        <source>metric left empty</source>
        <translation>指标留空</translation>
    </message>
</context>
<context>
    <name>diag.action.metrics-left-empty</name>
    <message>
        <source>metrics left empty</source>
        <translation>指标留空</translation>
    </message>
</context>
<context>
    <name>diag.action.missing-communication-events-left-out</name>
    <message>
        <source>missing communication events left out</source>
        <translation>缺少的通信事件不计入</translation>
    </message>
</context>
<context>
    <name>diag.action.missing-fields-left-empty</name>
    <message>
        <source>missing fields left empty</source>
        <translation>缺少的字段留空</translation>
    </message>
</context>
<context>
    <name>diag.action.missing-fields-read-as-empty</name>
    <message>
        <source>missing fields read as empty</source>
        <translation>缺少的字段按空值读取</translation>
    </message>
</context>
<context>
    <name>diag.action.names-are-shown-empty</name>
    <message>
        <source>names are shown empty</source>
        <translation>名称显示为空</translation>
    </message>
</context>
<context>
    <name>diag.action.no-ai-core-operator-times</name>
    <message>
        <source>no AI Core operator times from this file</source>
        <translation>此文件未提供 AI Core 算子时间</translation>
    </message>
</context>
<context>
    <name>diag.action.no-ai-core-type-times</name>
    <message>
        <source>no AI Core type times from this file</source>
        <translation>此文件未提供 AI Core 类型时间</translation>
    </message>
</context>
<context>
    <name>diag.action.no-ai-cpu-times-from</name>
    <message>
        <source>no AI CPU times from this file</source>
        <translation>此文件未提供 AI CPU 时间</translation>
    </message>
</context>
<context>
    <name>diag.action.no-communication-data-from-this</name>
    <message>
        <source>no communication data from this file</source>
        <translation>此文件未提供通信数据</translation>
    </message>
</context>
<context>
    <name>diag.action.no-communication-from-this-database</name>
    <message>
        <source>no communication from this database</source>
        <translation>此数据库未提供通信数据</translation>
    </message>
</context>
<context>
    <name>diag.action.no-communication-matrix-from-this</name>
    <message>
        <source>no communication matrix from this file</source>
        <translation>此文件未提供通信矩阵</translation>
    </message>
</context>
<context>
    <name>diag.action.no-flops-from-this-file</name>
    <message>
        <source>no FLOPs from this file</source>
        <translation>此文件未提供 FLOPs</translation>
    </message>
</context>
<context>
    <name>diag.action.no-kernel-metrics</name>
    <message>
        <source>no PMU metrics for the kernels</source>
        <translation>算子不带 PMU 指标</translation>
    </message>
</context>
<context>
    <name>diag.action.no-kernels-from-this-database</name>
    <message>
        <source>no kernels from this database</source>
        <translation>此数据库未提供算子</translation>
    </message>
</context>
<context>
    <name>diag.action.no-kernels-from-this-file</name>
    <message>
        <source>no kernels from this file</source>
        <translation>此文件未提供算子</translation>
    </message>
</context>
<context>
    <name>diag.action.no-op-statistics-from-this</name>
    <message>
        <source>no op statistics from this file</source>
        <translation>此文件未提供算子统计</translation>
    </message>
</context>
<context>
    <name>diag.action.no-op-times-from-this</name>
    <message>
        <source>no op times from this file</source>
        <translation>此文件未提供算子时间</translation>
    </message>
</context>
<context>
    <name>diag.action.no-op-type-times-from</name>
    <message>
        <source>no op type times from this file</source>
        <translation>此文件未提供算子类型时间</translation>
    </message>
</context>
<context>
    <name>diag.action.no-timeline</name>
    <message>
        <source>no timeline</source>
        <translation>无时间线</translation>
    </message>
</context>
<context>
    <name>diag.action.non-numeric-children-ignored</name>
    <message>
        <source>non-numeric children ignored</source>
        <translation>已忽略非数字的子节点</translation>
    </message>
</context>
<context>
    <name>diag.action.none-on-the-timeline</name>
    <message>
        <source>no {what} on the timeline</source>
        <translation>时间线上不显示{what}</translation>
    </message>
</context>
<context>
    <name>diag.action.not-loaded-with-them-open</name>
    <message>
        <source>not loaded with them: open it on its own to see it</source>
        <translation>未与它们一起加载：单独打开即可查看</translation>
    </message>
</context>
<context>
    <name>diag.action.nothing-loaded</name>
    <message>
        <source>nothing loaded</source>
        <translation>未加载任何内容</translation>
    </message>
</context>
<context>
    <name>diag.action.nothing-to-join-with-the</name>
    <message>
        <source>nothing to join with the operator times</source>
        <translation>没有可与算子时间关联的数据</translation>
    </message>
</context>
<context>
    <name>diag.action.nothing-to-show</name>
    <message>
        <source>nothing to show</source>
        <translation>没有可显示的内容</translation>
    </message>
</context>
<context>
    <name>diag.action.only-the-raw-files-next</name>
    <message>
        <source>only the raw files next to it are read</source>
        <translation>只读取其旁边的原始文件</translation>
    </message>
</context>
<context>
    <name>diag.action.op-shown-without-a-parent</name>
    <message>
        <source>op shown without a parent</source>
        <translation>该算子显示为没有父节点</translation>
    </message>
</context>
<context>
    <name>diag.action.open-another-folder-to-see</name>
    <message>
        <source>open another folder to see those</source>
        <translation>打开另一个文件夹以查看</translation>
    </message>
</context>
<context>
    <name>diag.action.open-one-of-those-folders</name>
    <message>
        <source>open one of those folders to see them</source>
        <translation>打开其中一个文件夹以查看</translation>
    </message>
</context>
<context>
    <name>diag.action.operation-skipped</name>
    <message>
        <source>operation skipped</source>
        <translation>已跳过该操作</translation>
    </message>
</context>
<context>
    <name>diag.action.operator-costs-of-this-step</name>
    <message>
        <source>operator costs of this step ignored</source>
        <translation>已忽略此步的算子耗时</translation>
    </message>
</context>
<context>
    <name>diag.action.other-keys-kept</name>
    <message>
        <source>other keys kept</source>
        <translation>保留其他键</translation>
    </message>
</context>
<context>
    <name>diag.action.others-shown-as-separate-trees</name>
    <message>
        <source>others shown as separate trees</source>
        <translation>其余显示为独立的树</translation>
    </message>
</context>
<context>
    <name>diag.action.parallel-mode-and-rank-unknown</name>
    <message>
        <source>parallel mode and rank unknown</source>
        <translation>并行模式和 Rank 未知</translation>
    </message>
</context>
<context>
    <name>diag.action.per-op-cpu-not-shown</name>
    <message>
        <source>per-op CPU not shown</source>
        <translation>不显示单个算子的 CPU 占用</translation>
    </message>
</context>
<context>
    <name>diag.action.process-cpu-not-shown</name>
    <message>
        <source>process CPU not shown</source>
        <translation>不显示进程 CPU 占用</translation>
    </message>
</context>
<context>
    <name>diag.action.processor-count-unknown</name>
    <message>
        <source>processor count unknown</source>
        <translation>处理器数量未知</translation>
    </message>
</context>
<context>
    <name>diag.action.rank-skipped</name>
    <message>
        <source>rank skipped</source>
        <translation>已跳过该 Rank</translation>
    </message>
</context>
<context>
    <name>diag.action.rank-unknown</name>
    <message>
        <source>rank unknown</source>
        <translation>Rank 未知</translation>
    </message>
</context>
<context>
    <name>diag.action.read-as-0</name>
    <message>
        <source>read as 0</source>
        <translation>按 0 读取</translation>
    </message>
</context>
<context>
    <name>diag.action.read-as-no-children</name>
    <message>
        <source>read as no children</source>
        <translation>按无子节点读取</translation>
    </message>
</context>
<context>
    <name>diag.action.read-as-not-available</name>
    <message>
        <source>read as not available</source>
        <translation>按不可用读取</translation>
    </message>
</context>
<context>
    <name>diag.action.read-only-the-files-are</name>
    <message>
        <source>read-only, the files are not changed</source>
        <translation>只读，不修改文件</translation>
    </message>
</context>
<context>
    <name>diag.action.read-what-was-there</name>
    <message>
        <source>read what was there</source>
        <translation>读取已有内容</translation>
    </message>
</context>
<context>
    <name>diag.action.recomputed-values-used</name>
    <message>
        <source>recomputed values used</source>
        <translation>使用重新计算的值</translation>
    </message>
</context>
<context>
    <name>diag.action.record-kept-without-a-time</name>
    <message>
        <source>record kept without a time stamp</source>
        <translation>保留该记录，但无时间戳</translation>
    </message>
</context>
<context>
    <name>diag.action.row-kept</name>
    <message>
        <source>row kept</source>
        <translation>已保留该行</translation>
    </message>
</context>
<context>
    <name>diag.action.row-skipped</name>
    <message>
        <source>row skipped</source>
        <translation>已跳过该行</translation>
    </message>
</context>
<context>
    <name>diag.action.rows-skipped</name>
    <message>
        <source>rows skipped</source>
        <translation>已跳过这些行</translation>
    </message>
</context>
<context>
    <name>diag.action.same-handling-as-above</name>
    <message>
        <source>same handling as above</source>
        <translation>处理方式同上</translation>
    </message>
</context>
<context>
    <name>diag.action.sample-times-unknown</name>
    <message>
        <source>sample times unknown</source>
        <translation>采样时刻未知</translation>
    </message>
</context>
<context>
    <name>diag.action.samples-matched-by-position-as</name>
    <message>
        <source>samples matched by position as far as they go</source>
        <translation>采样按位置尽量对应</translation>
    </message>
</context>
<context>
    <name>diag.action.second-entry-skipped</name>
    <message>
        <source>second entry skipped</source>
        <translation>已跳过第二个条目</translation>
    </message>
</context>
<context>
    <name>diag.action.second-row-skipped</name>
    <message>
        <source>second row skipped</source>
        <translation>已跳过第二行</translation>
    </message>
</context>
<context>
    <name>diag.action.series-ignored</name>
    <message>
        <source>series ignored</source>
        <translation>已忽略该序列</translation>
    </message>
</context>
<context>
    <name>diag.action.series-ignored-its-samples-would</name>
    <message>
        <source>series ignored (its samples would no longer line up with the time stamps)</source>
        <translation>已忽略该序列（其采样将无法与时间戳对齐）</translation>
    </message>
</context>
<context>
    <name>diag.action.series-taken-from-pipeline-profiling</name>
    <message>
        <source>series taken from pipeline_profiling</source>
        <translation>序列取自 pipeline_profiling</translation>
    </message>
</context>
<context>
    <name>diag.action.share-computed-from-the-times</name>
    <message>
        <source>share computed from the times</source>
        <translation>占比由时间计算</translation>
    </message>
</context>
<context>
    <name>diag.action.shares-computed-from-the-times</name>
    <message>
        <source>shares computed from the times</source>
        <translation>占比由时间计算</translation>
    </message>
</context>
<context>
    <name>diag.action.shares-kept-as-written</name>
    <message>
        <source>shares kept as written</source>
        <translation>占比按文件中的值保留</translation>
    </message>
</context>
<context>
    <name>diag.action.shares-multiplied-by-100</name>
    <message>
        <source>shares multiplied by 100</source>
        <translation>占比乘以 100</translation>
    </message>
</context>
<context>
    <name>diag.action.shown-as-a-flat-list</name>
    <message>
        <source>shown as a flat list</source>
        <translation>显示为平铺列表</translation>
    </message>
</context>
<context>
    <name>diag.action.shown-without-a-type</name>
    <message>
        <source>shown without a type</source>
        <translation>显示时不带类型</translation>
    </message>
</context>
<context>
    <name>diag.action.shown-without-its-parent</name>
    <message>
        <source>shown without its parent</source>
        <translation>显示时不带父节点</translation>
    </message>
</context>
<context>
    <name>diag.action.size-series-ignored</name>
    <message>
        <source>size series ignored</source>
        <translation>已忽略大小序列</translation>
    </message>
</context>
<context>
    <name>diag.action.step-skipped</name>
    <message>
        <source>step skipped</source>
        <translation>已跳过该步</translation>
    </message>
</context>
<context>
    <name>diag.action.stopped-reading</name>
    <message>
        <source>stopped reading</source>
        <translation>已停止读取</translation>
    </message>
</context>
<context>
    <name>diag.action.stream-unknown</name>
    <message>
        <source>stream unknown</source>
        <translation>流未知</translation>
    </message>
</context>
<context>
    <name>diag.action.tables-are-read-as-far</name>
    <message>
        <source>tables are read as far as they go; the rest is missing</source>
        <translation>表格尽量读取，其余缺失</translation>
    </message>
</context>
<context>
    <name>diag.action.task-id-left-unknown</name>
    <message>
        <source>task id left unknown</source>
        <translation>Task ID 未知</translation>
    </message>
</context>
<context>
    <name>diag.action.task-unknown</name>
    <message>
        <source>task unknown</source>
        <translation>任务未知</translation>
    </message>
</context>
<context>
    <name>diag.action.tensor-info-left-empty-row</name>
    <message>
        <source>tensor info left empty, row kept</source>
        <translation>张量信息留空，保留该行</translation>
    </message>
</context>
<context>
    <name>diag.action.that-child-is-ignored-by</name>
    <message>
        <source>that child is ignored by the analyses</source>
        <translation>各项分析忽略该子节点</translation>
    </message>
</context>
<context>
    <name>diag.action.that-part-ignored</name>
    <message>
        <source>that part ignored</source>
        <translation>已忽略该部分</translation>
    </message>
</context>
<context>
    <name>diag.action.the-database-is-read-as</name>
    <message>
        <source>the database is read as it is on disk, without the log&apos;s changes: StepLens opens it immutable so that it never writes next to the user&apos;s files</source>
        <translation>按磁盘上的原样读取数据库，不含日志中的更改：StepLens 以不可变方式打开，从不在用户文件旁写入</translation>
    </message>
</context>
<context>
    <name>diag.action.the-file-name-s-id</name>
    <message>
        <source>the file name&apos;s id is used</source>
        <translation>使用文件名中的标识</translation>
    </message>
</context>
<context>
    <name>diag.action.the-graph-follows-minddata-pipeline</name>
    <message>
        <source>the graph follows minddata_pipeline_raw; per-op CPU rules use this file</source>
        <translation>图结构取自 minddata_pipeline_raw；单算子 CPU 规则使用此文件</translation>
    </message>
</context>
<context>
    <name>diag.action.the-host-lead-in-of</name>
    <message>
        <source>the host lead-in of each step is unknown</source>
        <translation>每步的 Host 侧前导时间未知</translation>
    </message>
</context>
<context>
    <name>diag.action.the-kernel-name-is-used</name>
    <message>
        <source>the kernel name is used as its type</source>
        <translation>以算子名称作为其类型</translation>
    </message>
</context>
<context>
    <name>diag.action.the-kernels-read-so-far</name>
    <message>
        <source>the kernels read so far are used</source>
        <translation>使用已读取的算子</translation>
    </message>
</context>
<context>
    <name>diag.action.the-last-one-kept</name>
    <message>
        <source>the last one kept</source>
        <translation>保留最后一个</translation>
    </message>
</context>
<context>
    <name>diag.action.the-last-value-of-a</name>
    <message>
        <source>the last value of a repeated key is used</source>
        <translation>重复的键取最后一个值</translation>
    </message>
</context>
<context>
    <name>diag.action.the-links-read-so-far</name>
    <message>
        <source>the links read so far are used</source>
        <translation>使用已读取的链路</translation>
    </message>
</context>
<context>
    <name>diag.action.the-metrics-read-so-far</name>
    <message>
        <source>the metrics read so far are used</source>
        <translation>使用已读到的指标</translation>
    </message>
</context>
<context>
    <name>diag.action.the-op-types-of-the</name>
    <message>
        <source>the op types of the ASCEND_PROFILER_OUTPUT folder are shown</source>
        <translation>显示 ASCEND_PROFILER_OUTPUT 文件夹中的算子类型</translation>
    </message>
</context>
<context>
    <name>diag.action.the-operations-read-so-far</name>
    <message>
        <source>the operations read so far are used</source>
        <translation>使用已读取的操作</translation>
    </message>
</context>
<context>
    <name>diag.action.the-pipeline-graph-may-be</name>
    <message>
        <source>the pipeline graph may be incomplete</source>
        <translation>流水线图可能不完整</translation>
    </message>
</context>
<context>
    <name>diag.action.the-rest-not-kept</name>
    <message>
        <source>the rest not kept</source>
        <translation>其余未保留</translation>
    </message>
</context>
<context>
    <name>diag.action.the-rest-of-this-rank</name>
    <message>
        <source>the rest of this rank was not read</source>
        <translation>此 Rank 的其余部分未读取</translation>
    </message>
</context>
<context>
    <name>diag.action.the-rows-read-so-far</name>
    <message>
        <source>the rows read so far are used</source>
        <translation>使用已读取的行</translation>
    </message>
</context>
<context>
    <name>diag.action.the-step-breakdown-is-computed</name>
    <message>
        <source>the step breakdown is computed from the profiler database instead</source>
        <translation>改由性能数据库计算步耗时拆分</translation>
    </message>
</context>
<context>
    <name>diag.action.the-steps-are-not-read</name>
    <message>
        <source>the steps are not read</source>
        <translation>未读取各步</translation>
    </message>
</context>
<context>
    <name>diag.action.the-steps-read-so-far</name>
    <message>
        <source>the steps read so far are used</source>
        <translation>使用已读取的步</translation>
    </message>
</context>
<context>
    <name>diag.action.the-table-is-not-read</name>
    <message>
        <source>the table is not read</source>
        <translation>未读取该表</translation>
    </message>
</context>
<context>
    <name>diag.action.the-tasks-read-so-far</name>
    <message>
        <source>the tasks read so far are shown</source>
        <translation>显示已读取的任务</translation>
    </message>
</context>
<context>
    <name>diag.action.the-texts-read-so-far</name>
    <message>
        <source>the texts read so far are used</source>
        <translation>使用已读取的文本</translation>
    </message>
</context>
<context>
    <name>diag.action.they-are-left-out-of</name>
    <message>
        <source>they are left out of time-based views</source>
        <translation>不出现在基于时间的视图中</translation>
    </message>
</context>
<context>
    <name>diag.action.this-older-folder-is-not</name>
    <message>
        <source>this older folder is not loaded</source>
        <translation>未加载这个较旧的文件夹</translation>
    </message>
</context>
<context>
    <name>diag.action.this-part-is-not-read</name>
    <message>
        <source>this part is not read</source>
        <translation>未读取这部分</translation>
    </message>
</context>
<context>
    <name>diag.action.this-rank-shows-only-what</name>
    <message>
        <source>this rank shows only what other files give</source>
        <translation>此 Rank 只显示其他文件提供的内容</translation>
    </message>
</context>
<context>
    <name>diag.action.those-entries-ignored</name>
    <message>
        <source>those entries ignored</source>
        <translation>已忽略这些条目</translation>
    </message>
</context>
<context>
    <name>diag.action.those-entries-left-out</name>
    <message>
        <source>those entries left out</source>
        <translation>已略去这些条目</translation>
    </message>
</context>
<context>
    <name>diag.action.those-kernel-columns-are-empty</name>
    <message>
        <source>those kernel columns are empty</source>
        <translation>这些算子列为空</translation>
    </message>
</context>
<context>
    <name>diag.action.those-links-ignored</name>
    <message>
        <source>those links ignored</source>
        <translation>已忽略这些链路</translation>
    </message>
</context>
<context>
    <name>diag.action.those-samples-left-out</name>
    <message>
        <source>those samples left out</source>
        <translation>已略去这些采样</translation>
    </message>
</context>
<context>
    <name>diag.action.those-sizes-left-empty</name>
    <message>
        <source>those sizes left empty</source>
        <translation>这些大小留空</translation>
    </message>
</context>
<context>
    <name>diag.action.those-texts-are-shown-empty</name>
    <message>
        <source>those texts are shown empty</source>
        <translation>这些文本显示为空</translation>
    </message>
</context>
<context>
    <name>diag.action.timeline-not-loaded</name>
    <message>
        <source>timeline not loaded</source>
        <translation>未加载时间线</translation>
    </message>
</context>
<context>
    <name>diag.action.times-kept-as-written-total</name>
    <message>
        <source>times kept as written; total_time is used</source>
        <translation>时间按原样保留；使用 total_time</translation>
    </message>
</context>
<context>
    <name>diag.action.times-read-as-0</name>
    <message>
        <source>times read as 0</source>
        <translation>时间按 0 读取</translation>
    </message>
</context>
<context>
    <name>diag.action.treated-as-no-queue</name>
    <message>
        <source>treated as no queue</source>
        <translation>按无队列处理</translation>
    </message>
</context>
<context>
    <name>diag.action.usage-not-computed</name>
    <message>
        <source>usage not computed</source>
        <translation>未计算使用率</translation>
    </message>
</context>
<context>
    <name>diag.action.value-ignored</name>
    <message>
        <source>value ignored</source>
        <translation>已忽略该值</translation>
    </message>
</context>
<context>
    <name>diag.action.value-left-0</name>
    <message>
        <source>value left 0</source>
        <translation>值记为 0</translation>
    </message>
</context>
<context>
    <name>diag.action.value-left-empty</name>
    <message>
        <source>value left empty</source>
        <translation>值留空</translation>
    </message>
</context>
<context>
    <name>diag.action.value-left-unknown</name>
    <message>
        <source>value left unknown</source>
        <translation>该值保持未知</translation>
    </message>
</context>
<context>
    <name>diag.action.value-read-as-0</name>
    <message>
        <source>value read as 0</source>
        <translation>该值按 0 读取</translation>
    </message>
</context>
<context>
    <name>diag.action.value-treated-as-absent</name>
    <message>
        <source>value treated as absent</source>
        <translation>该值按缺失处理</translation>
    </message>
</context>
<context>
    <name>diag.action.values-kept-as-read-times</name>
    <message>
        <source>values kept as read; times and ids from this column are not exact</source>
        <translation>值按读取结果保留；此列的时间和标识不精确</translation>
    </message>
</context>
<context>
    <name>diag.action.wait-left-unknown</name>
    <message>
        <source>wait left unknown</source>
        <translation>等待时间未知</translation>
    </message>
</context>
<context>
    <name>diag.action.whole-machine-cpu-not-shown</name>
    <message>
        <source>whole-machine CPU not shown</source>
        <translation>不显示整机 CPU 占用</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.execution-frequency-is-negative</name>
    <message>
        <source>execution_frequency is negative</source>
        <translation>execution_frequency 为负数</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.execution-time-is-negative</name>
    <message>
        <source>execution time is negative</source>
        <translation>执行时间为负数</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known AI Core detail layout</source>
        <translation>表头“{header_text}”不是已知的 AI Core 明细格式</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.operator-already-had-a-row</name>
    <message>
        <source>operator &apos;{full_name}&apos; already had a row at line {earlier}</source>
        <translation>算子“{full_name}”在第 {earlier} 行已有一行</translation>
    </message>
</context>
<context>
    <name>diag.aicore-detail.operator-name-is-empty</name>
    <message>
        <source>operator name is empty</source>
        <translation>算子名称为空</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known AI Core type layout</source>
        <translation>表头“{header_text}”不是已知的 AI Core 类型格式</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.no-operator-type-rows</name>
    <message>
        <source>no operator type rows</source>
        <translation>没有算子类型行</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.no-percent-values</name>
    <message>
        <source>no percent values</source>
        <translation>没有百分比值</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.operator-type-is-empty</name>
    <message>
        <source>operator type is empty</source>
        <translation>算子类型为空</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.percent-is-negative</name>
    <message>
        <source>percent is negative</source>
        <translation>百分比为负数</translation>
    </message>
</context>
<context>
    <name>diag.aicore-type.time-is-negative</name>
    <message>
        <source>time is negative</source>
        <translation>时间为负数</translation>
    </message>
</context>
<context>
    <name>diag.aicpu-op.header-lacks-node-or-total</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Node or Total_time(us)</source>
        <translation>表头“{header_text}”缺少 Node 或 Total_time(us)</translation>
    </message>
</context>
<context>
    <name>diag.aicpu-op.node-is-empty</name>
    <message>
        <source>Node is empty</source>
        <translation>Node 为空</translation>
    </message>
</context>
<context>
    <name>diag.aicpu.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known AI CPU layout</source>
        <translation>表头“{header_text}”不是已知的 AI CPU 格式</translation>
    </message>
</context>
<context>
    <name>diag.aicpu.no-ai-cpu-task-rows</name>
    <message>
        <source>no AI CPU task rows</source>
        <translation>没有 AI CPU 任务行</translation>
    </message>
</context>
<context>
    <name>diag.aicpu.operator-type-is-empty</name>
    <message>
        <source>operator type is empty</source>
        <translation>算子类型为空</translation>
    </message>
</context>
<context>
    <name>diag.aicpu.run-end-is-before-run</name>
    <message>
        <source>run_end is before run_start</source>
        <translation>run_end 早于 run_start</translation>
    </message>
</context>
<context>
    <name>diag.aicpu.total-time-is-negative</name>
    <message>
        <source>total_time is negative</source>
        <translation>total_time 为负数</translation>
    </message>
</context>
<context>
    <name>diag.api-statistic.api-name-is-empty</name>
    <message>
        <source>API Name is empty</source>
        <translation>API Name 为空</translation>
    </message>
</context>
<context>
    <name>diag.api-statistic.header-lacks-api-name-or</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks API Name or Time(us)</source>
        <translation>表头“{header_text}”缺少 API Name 或 Time(us)</translation>
    </message>
</context>
<context>
    <name>diag.ascend-cells.is-empty</name>
    <message>
        <source>{name} is empty</source>
        <translation>{name} 为空</translation>
    </message>
</context>
<context>
    <name>diag.ascend-cells.is-not-a-number</name>
    <message>
        <source>{name} &apos;{preview}&apos; is not a number</source>
        <translation>{name}“{preview}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.ascend-cells.rounded-many</name>
    <message>
        <source>{column} value &apos;{example}&apos; looks rounded by a spreadsheet ({n} cells): the file was saved by a spreadsheet, not by the profiler</source>
        <translation>{column} 的值 &apos;{example}&apos; 看起来被电子表格舍入过（{n} 个单元格）：该文件由电子表格保存，而不是由 profiler 写出</translation>
    </message>
</context>
<context>
    <name>diag.ascend-cells.rounded-one</name>
    <message>
        <source>{column} value &apos;{example}&apos; looks rounded by a spreadsheet (1 cell): the file was saved by a spreadsheet, not by the profiler</source>
        <translation>{column} 的值 &apos;{example}&apos; 看起来被电子表格舍入过（1 个单元格）：该文件由电子表格保存，而不是由 profiler 写出</translation>
    </message>
</context>
<context>
    <name>diag.ascend-memory.header-lacks-component-timestamp-us</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Component, Timestamp(us) or the totals</source>
        <translation>表头“{header_text}”缺少 Component、Timestamp(us) 或总量列</translation>
    </message>
</context>
<context>
    <name>diag.ascend-memory.header-lacks-component-timestamp-us-2</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Component, Timestamp(us) or Total Reserved</source>
        <translation>表头“{header_text}”缺少 Component、Timestamp(us) 或 Total Reserved</translation>
    </message>
</context>
<context>
    <name>diag.ascend-memory.header-lacks-name-size-kb</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Name, Size(KB) or Allocation Time(us)</source>
        <translation>表头“{header_text}”缺少 Name、Size(KB) 或 Allocation Time(us)</translation>
    </message>
</context>
<context>
    <name>diag.ascend-memory.released-before-it-was-allocated</name>
    <message>
        <source>released before it was allocated</source>
        <translation>释放早于分配</translation>
    </message>
</context>
<context>
    <name>diag.ascend-memory.rows-have-a-negative-reserved</name>
    <message>
        <source>{only_frees} rows have a negative reserved size (only frees were seen)</source>
        <translation>{only_frees} 行的预留大小为负（只看到了释放）</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-detail.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known {side_name} op detail layout</source>
        <translation>表头“{header_text}”不是已知的 {side_name} 算子明细格式</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-detail.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-detail.no-usable-time</name>
    <message>
        <source>no usable time</source>
        <translation>没有可用的时间</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-detail.operator-name-is-empty</name>
    <message>
        <source>operator name is empty</source>
        <translation>算子名称为空</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-detail.time-is-negative</name>
    <message>
        <source>time is negative</source>
        <translation>时间为负数</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-type.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known {side_name} op type layout</source>
        <translation>表头“{header_text}”不是已知的 {side_name} 算子类型格式</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-type.no-operator-type-rows</name>
    <message>
        <source>no operator type rows</source>
        <translation>没有算子类型行</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-type.operator-type-is-empty</name>
    <message>
        <source>operator type is empty</source>
        <translation>算子类型为空</translation>
    </message>
</context>
<context>
    <name>diag.backend-op-type.time-is-negative</name>
    <message>
        <source>time is negative</source>
        <translation>时间为负数</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.file-name-does-not-follow</name>
    <message>
        <source>file name does not follow &lt;device&gt;_cluster_analyse_&lt;mode&gt;_&lt;stages&gt;_&lt;ranks&gt;_&lt;rank&gt;.csv</source>
        <translation>文件名不符合 &lt;device&gt;_cluster_analyse_&lt;mode&gt;_&lt;stages&gt;_&lt;ranks&gt;_&lt;rank&gt;.csv</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.is-not-a-number</name>
    <message>
        <source>{i} &apos;{i2}&apos; is not a number</source>
        <translation>{i}“{i2}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.no-data-rows</name>
    <message>
        <source>no data rows</source>
        <translation>没有数据行</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.no-known-column-computation-time</name>
    <message>
        <source>no known column (computation_time, communication_alone_time, iteration_interval...)</source>
        <translation>没有已知的列（computation_time、communication_alone_time、iteration_interval……）</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.old-iteration-interval-fp-and</name>
    <message>
        <source>old iteration_interval/fp_and_bp/tail layout holds step-trace ticks</source>
        <translation>旧的 iteration_interval/fp_and_bp/tail 格式保存的是迭代轨迹的 tick 值</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.row-has-fields-header-has</name>
    <message>
        <source>row has {count} fields, header has {width}</source>
        <translation>该行有 {count} 个字段，表头有 {width} 个</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.row-has-more-fields-than</name>
    <message>
        <source>row has more fields than the header</source>
        <translation>该行的字段比表头多</translation>
    </message>
</context>
<context>
    <name>diag.cluster-analyse.unknown-column</name>
    <message>
        <source>unknown column &apos;{i}&apos;</source>
        <translation>未知的列“{i}”</translation>
    </message>
</context>
<context>
    <name>diag.communication.bad-link-key</name>
    <message>
        <source>link &apos;{key}&apos; in {where} is not {expected}</source>
        <translation>{where} 中的链路 &apos;{key}&apos; 不是 {expected} 形式</translation>
    </message>
</context>
<context>
    <name>diag.communication.key-under-is-not-a</name>
    <message>
        <source>key &apos;{substr}&apos; under {where} is not a known level</source>
        <translation>{where} 下的键“{substr}”不是已知的级别</translation>
    </message>
</context>
<context>
    <name>diag.communication.missing-key</name>
    <message>
        <source>missing &apos;{key}&apos; in {where}</source>
        <translation>{where} 中缺少 &apos;{key}&apos;</translation>
    </message>
</context>
<context>
    <name>diag.communication.nesting-deeper-than-expected-under</name>
    <message>
        <source>nesting deeper than expected under {where}</source>
        <translation>{where} 下的嵌套层级比预期更深</translation>
    </message>
</context>
<context>
    <name>diag.communication.no-communication-operations</name>
    <message>
        <source>no communication operations</source>
        <translation>没有通信操作</translation>
    </message>
</context>
<context>
    <name>diag.communication.no-communication-time-info-in</name>
    <message>
        <source>no &apos;Communication Time Info&apos; in {where}</source>
        <translation>{where} 中没有“Communication Time Info”</translation>
    </message>
</context>
<context>
    <name>diag.communication.no-links</name>
    <message>
        <source>no links</source>
        <translation>没有链路</translation>
    </message>
</context>
<context>
    <name>diag.communication.non-numeric-key</name>
    <message>
        <source>non-numeric &apos;{key}&apos; in {where}</source>
        <translation>{where} 中的 &apos;{key}&apos; 不是数值</translation>
    </message>
</context>
<context>
    <name>diag.communication.place-path-rank</name>
    <message>
        <source>{path} / rank {rank}</source>
        <translation>{path} / Rank {rank}</translation>
    </message>
</context>
<context>
    <name>diag.communication.place-rank</name>
    <message>
        <source>rank {rank}</source>
        <translation>Rank {rank}</translation>
    </message>
</context>
<context>
    <name>diag.communication.place-top-level</name>
    <message>
        <source>top level</source>
        <translation>顶层</translation>
    </message>
</context>
<context>
    <name>diag.communication.size-distribution-count-out-of-range</name>
    <message>
        <source>size distribution entry &apos;{substr}&apos; in {where} has a count out of range</source>
        <translation>{where} 中的大小分布项 &apos;{substr}&apos; 的次数超出范围</translation>
    </message>
</context>
<context>
    <name>diag.communication.size-distribution-entry-in-is</name>
    <message>
        <source>size distribution entry &apos;{substr}&apos; in {where} is not [count, ms]</source>
        <translation>{where} 中的大小分布条目“{substr}”不是 [次数, ms]</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.cpu-processor-num-is-not</name>
    <message>
        <source>cpu_processor_num is not a count from 1 to 1000000</source>
        <translation>cpu_processor_num 不是 1 到 1000000 之间的数量</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.has-no-metrics-object</name>
    <message>
        <source>{where} has no metrics object</source>
        <translation>{where} 没有 metrics 对象</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.has-no-whole-number-op</name>
    <message>
        <source>{where} has no whole-number op_id</source>
        <translation>{where} 没有整数的 op_id</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.has-samples-for-time-stamps</name>
    <message>
        <source>{name} has {count} samples for {n} time stamps</source>
        <translation>{name} 有 {count} 个采样，但只有 {n} 个时间戳</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.is-not-a-list</name>
    <message>
        <source>{owner}.{key} is not a list</source>
        <translation>{owner}.{key} 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.no-cpu-processor-num</name>
    <message>
        <source>no cpu_processor_num</source>
        <translation>没有 cpu_processor_num</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.no-device-info-object</name>
    <message>
        <source>no device_info object</source>
        <translation>没有 device_info 对象</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.no-process-info-object</name>
    <message>
        <source>no process_info object</source>
        <translation>没有 process_info 对象</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.no-time-stamps-and-no</name>
    <message>
        <source>no time stamps and no CPU samples</source>
        <translation>既没有时间戳也没有 CPU 采样</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.op-appears-twice-in-op</name>
    <message>
        <source>op {op_id} appears twice in op_info</source>
        <translation>算子 {op_id} 在 op_info 中出现了两次</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.op-info-is-not-a</name>
    <message>
        <source>op_info is not a list</source>
        <translation>op_info 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.samples-are-not-numbers</name>
    <message>
        <source>{owner}.{key}: {bad} samples are not numbers</source>
        <translation>{owner}.{key}：{bad} 个采样不是数字</translation>
    </message>
</context>
<context>
    <name>diag.cpu-utilization.samples-outside</name>
    <message>
        <source>{series}: {n} samples are outside 0-{most} %</source>
        <translation>{series}：{n} 个采样超出 0-{most} %</translation>
    </message>
</context>
<context>
    <name>diag.csv-cells.file-is-empty</name>
    <message>
        <source>file is empty</source>
        <translation>文件为空</translation>
    </message>
</context>
<context>
    <name>diag.csv-cells.is-empty</name>
    <message>
        <source>{name} is empty</source>
        <translation>{name} 为空</translation>
    </message>
</context>
<context>
    <name>diag.csv-cells.row-has-fields-header-has</name>
    <message>
        <source>row has {count} fields, header has {header_size}</source>
        <translation>该行有 {count} 个字段，表头有 {header_size} 个</translation>
    </message>
</context>
<context>
    <name>diag.csv-cells.text</name>
    <message>
        <source>{name} &apos;{preview}&apos; {why_not_number}</source>
        <translation>{name}“{preview}”{why_not_number}</translation>
    </message>
</context>
<context>
    <name>diag.csv.line-has-more-than-fields</name>
    <message>
        <source>line has more than {max_fields_per_record} fields</source>
        <translation>该行超过 {max_fields_per_record} 个字段</translation>
    </message>
</context>
<context>
    <name>diag.csv.line-is-longer-than-the</name>
    <message>
        <source>line is longer than {limit_text}, the most one record may hold</source>
        <translation>该行长于 {limit_text}，即单条记录的上限</translation>
    </message>
</context>
<context>
    <name>diag.csv.read-error-the-rest-of</name>
    <message>
        <source>read error; the rest of the file is ignored</source>
        <translation>读取错误；文件其余部分已忽略</translation>
    </message>
</context>
<context>
    <name>diag.csv.the-last-line-does-not</name>
    <message>
        <source>the last line does not end with a line break: the file looks cut short (was it still being written?)</source>
        <translation>最后一行没有换行符：文件似乎被截断了（是否仍在写入？）</translation>
    </message>
</context>
<context>
    <name>diag.dataset.header-lacks-operation-or-avg</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Operation or Avg. time (us)</source>
        <translation>表头“{header_text}”缺少 Operation 或 Avg. time (us)</translation>
    </message>
</context>
<context>
    <name>diag.dataset.operation-is-empty</name>
    <message>
        <source>Operation is empty</source>
        <translation>Operation 为空</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-blob</name>
    <message>
        <source>a blob of {n} bytes</source>
        <translation>{n} 字节的二进制数据</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-module-id</name>
    <message>
        <source>a module id</source>
        <translation>模块 ID</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-number</name>
    <message>
        <source>a number</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-rank-number</name>
    <message>
        <source>a rank number</source>
        <translation>Rank 编号</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-size-in-bytes</name>
    <message>
        <source>a size in bytes</source>
        <translation>以字节计的大小</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-string-id</name>
    <message>
        <source>a string id</source>
        <translation>字符串 ID</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-time-in-ms</name>
    <message>
        <source>a time in ms</source>
        <translation>以 ms 计的时间</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.a-time-in-ns</name>
    <message>
        <source>a time in ns</source>
        <translation>以 ns 计的时间</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.an-integer</name>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.an-integer-id</name>
    <message>
        <source>an integer id</source>
        <translation>整数 ID</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.call-left-off-the-timeline</name>
    <message>
        <source>call left off the timeline</source>
        <translation>该调用不显示在时间线上</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.cell-left-empty</name>
    <message>
        <source>cell left empty</source>
        <translation>单元格留空</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.kernel-skipped</name>
    <message>
        <source>kernel skipped</source>
        <translation>已跳过该算子</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.link-skipped</name>
    <message>
        <source>link skipped</source>
        <translation>已跳过该链路</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.operation-skipped</name>
    <message>
        <source>operation skipped</source>
        <translation>已跳过该操作</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.step-skipped</name>
    <message>
        <source>step skipped</source>
        <translation>已跳过该步</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.task-left-off-the-timeline</name>
    <message>
        <source>task left off the timeline</source>
        <translation>该任务不显示在时间线上</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.the-fraction</name>
    <message>
        <source>the fraction {value}</source>
        <translation>小数 {value}</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.the-text</name>
    <message>
        <source>the text {value}</source>
        <translation>文本 {value}</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.time-left-at-0</name>
    <message>
        <source>time left at 0</source>
        <translation>时间记为 0</translation>
    </message>
</context>
<context>
    <name>diag.db-cell.value-left-empty</name>
    <message>
        <source>value left empty</source>
        <translation>值留空</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.commanalyzermatrix-could-not-be-read</name>
    <message>
        <source>CommAnalyzerMatrix could not be read to the end ({error})</source>
        <translation>CommAnalyzerMatrix 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.commanalyzertime-could-not-be-read</name>
    <message>
        <source>CommAnalyzerTime could not be read to the end ({error})</source>
        <translation>CommAnalyzerTime 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.commanalyzertime-lacks-the-column-hccl</name>
    <message>
        <source>CommAnalyzerTime lacks the column hccl_op_name</source>
        <translation>CommAnalyzerTime 缺少列 hccl_op_name</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.commanalyzertime-row-has-no-operation</name>
    <message>
        <source>CommAnalyzerTime row {row} has no operation name</source>
        <translation>CommAnalyzerTime 第 {row} 行没有操作名称</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.communication-op-could-not-be</name>
    <message>
        <source>COMMUNICATION_OP could not be read to the end ({error})</source>
        <translation>COMMUNICATION_OP 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.communication-op-lacks-the-column</name>
    <message>
        <source>COMMUNICATION_OP lacks the column {missing}</source>
        <translation>COMMUNICATION_OP 缺少列 {missing}</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.communication-op-row-the-operation</name>
    <message>
        <source>COMMUNICATION_OP row {row}: the operation ends before it starts</source>
        <translation>COMMUNICATION_OP 第 {row} 行：操作的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.db-communication.communication-task-info-or-task</name>
    <message>
        <source>COMMUNICATION_TASK_INFO or TASK lacks the columns that tie tasks to operations</source>
        <translation>COMMUNICATION_TASK_INFO 或 TASK 缺少将任务关联到操作的列</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.compute-task-info-row-the</name>
    <message>
        <source>COMPUTE_TASK_INFO row {row}: the kernel has no name</source>
        <translation>COMPUTE_TASK_INFO 第 {row} 行：算子没有名称</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.lacks-the-column</name>
    <message>
        <source>{table_of} lacks the column {name}</source>
        <translation>{table_of} 缺少列 {name}</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.lacks-the-column-globaltaskid</name>
    <message>
        <source>{table} lacks the column globalTaskId</source>
        <translation>{table} 缺少列 globalTaskId</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.no-kernel-rows-task-and</name>
    <message>
        <source>no kernel rows (TASK and COMPUTE_TASK_INFO share no globalTaskId)</source>
        <translation>没有算子行（TASK 与 COMPUTE_TASK_INFO 没有共同的 globalTaskId）</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.no-table</name>
    <message>
        <source>no {table} table (the kernels were not exported at this level)</source>
        <translation>没有 {table} 表（此采集级别未导出算子）</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.task-row-the-kernel-ends</name>
    <message>
        <source>TASK row {row}: the kernel ends before it starts</source>
        <translation>TASK 第 {row} 行：算子的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.the-database-has-no</name>
    <message>
        <source>the database has no {list}</source>
        <translation>数据库中没有 {list}</translation>
    </message>
</context>
<context>
    <name>diag.db-kernels.the-kernels-could-not-be</name>
    <message>
        <source>the kernels could not be read to the end ({error})</source>
        <translation>算子未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-memory.lacks-the-column</name>
    <message>
        <source>{table} lacks the column {i}</source>
        <translation>{table} 缺少列 {i}</translation>
    </message>
</context>
<context>
    <name>diag.db-memory.memory-record-could-not-be</name>
    <message>
        <source>MEMORY_RECORD could not be read to the end ({error})</source>
        <translation>MEMORY_RECORD 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-memory.npu-module-mem-could-not</name>
    <message>
        <source>NPU_MODULE_MEM could not be read to the end ({error})</source>
        <translation>NPU_MODULE_MEM 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-memory.op-memory-could-not-be</name>
    <message>
        <source>OP_MEMORY could not be read to the end ({error})</source>
        <translation>OP_MEMORY 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-pmu.bad-rows</name>
    <message>
        <source>{count} TASK_PMU_INFO rows have no task, name or number</source>
        <translation>{count} 行 TASK_PMU_INFO 缺少任务、名称或数值</translation>
    </message>
</context>
<context>
    <name>diag.db-pmu.lacks-column</name>
    <message>
        <source>TASK_PMU_INFO lacks the column {name}</source>
        <translation>TASK_PMU_INFO 缺少列 {name}</translation>
    </message>
</context>
<context>
    <name>diag.db-pmu.not-read-to-the-end</name>
    <message>
        <source>TASK_PMU_INFO could not be read to the end ({error})</source>
        <translation>TASK_PMU_INFO 未能读完（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-pmu.too-many</name>
    <message>
        <source>{count} PMU metrics for {rows} kernels</source>
        <translation>{rows} 个算子各有 {count} 个 PMU 指标</translation>
    </message>
</context>
<context>
    <name>diag.db-pmu.unknown-tasks</name>
    <message>
        <source>{count} TASK_PMU_INFO rows belong to no kernel that was read</source>
        <translation>{count} 行 TASK_PMU_INFO 不属于任何已读取的算子</translation>
    </message>
</context>
<context>
    <name>diag.db-rank.no-string-ids-table-every</name>
    <message>
        <source>no STRING_IDS table: every name in this database is an id without its text</source>
        <translation>没有 STRING_IDS 表：此数据库中的每个名称都只有标识而没有文本</translation>
    </message>
</context>
<context>
    <name>diag.db-steps.step-time-could-not-be</name>
    <message>
        <source>STEP_TIME could not be read to the end ({error})</source>
        <translation>STEP_TIME 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-steps.step-time-lacks-the-column</name>
    <message>
        <source>STEP_TIME lacks the column {missing}</source>
        <translation>STEP_TIME 缺少列 {missing}</translation>
    </message>
</context>
<context>
    <name>diag.db-steps.step-time-step-ends-before</name>
    <message>
        <source>STEP_TIME step {id} ends before it starts</source>
        <translation>STEP_TIME 中第 {id} 步的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.db-steps.steptracetime-could-not-be-read</name>
    <message>
        <source>StepTraceTime could not be read to the end ({error})</source>
        <translation>StepTraceTime 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-steps.steptracetime-has-none-of-the</name>
    <message>
        <source>StepTraceTime has none of the step columns (computing, communication, free...)</source>
        <translation>StepTraceTime 没有任何步耗时列（computing、communication、free……）</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.could-not-be-read-to</name>
    <message>
        <source>{table} could not be read to the end ({error})</source>
        <translation>{table} 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.lacks-the-column</name>
    <message>
        <source>{table} lacks the column {missing}</source>
        <translation>{table} 缺少列 {missing}</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.misses</name>
    <message>
        <source>{n} {what} refer to ids that {table} does not hold</source>
        <translation>{n} 个{what}引用了 {table} 中不存在的 ID</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.misses-no-table</name>
    <message>
        <source>{n} {what} refer to ids that {table} does not hold (the table is missing)</source>
        <translation>{n} 个{what}引用了 {table} 中不存在的 ID（该表缺失）</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.names-on-the-timeline</name>
    <message>
        <source>names on the timeline</source>
        <translation>时间线上的名称</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.texts-of-kernels</name>
    <message>
        <source>texts of kernels</source>
        <translation>算子文本</translation>
    </message>
</context>
<context>
    <name>diag.db-strings.texts-of-memory-rows</name>
    <message>
        <source>texts of memory rows</source>
        <translation>内存记录文本</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.communication-operations</name>
    <message>
        <source>communication operations</source>
        <translation>通信操作</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.device-tasks</name>
    <message>
        <source>device tasks</source>
        <translation>Device 任务</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.host-api-calls</name>
    <message>
        <source>host API calls</source>
        <translation>Host API 调用</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.lacks-the-column</name>
    <message>
        <source>{table} lacks the column {missing}</source>
        <translation>{table} 缺少列 {missing}</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.rows-of-have-no-usable</name>
    <message>
        <source>{bad} rows of {table} have no usable time or name</source>
        <translation>{table} 中有 {bad} 行没有可用的时间或名称</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.task-could-not-be-read</name>
    <message>
        <source>TASK could not be read to the end ({error})</source>
        <translation>TASK 未能读到末尾（{error}）</translation>
    </message>
</context>
<context>
    <name>diag.db-timeline.the-database-holds-no-event</name>
    <message>
        <source>the database holds no event for the timeline (no TASK, API or step rows)</source>
        <translation>数据库中没有可用于时间线的事件（没有 TASK、API 或步的行）</translation>
    </message>
</context>
<context>
    <name>diag.db.empty-file</name>
    <message>
        <source>the database file is empty</source>
        <translation>数据库文件为空</translation>
    </message>
</context>
<context>
    <name>diag.db.not-sqlite</name>
    <message>
        <source>not an SQLite database (the file does not start with {magic})</source>
        <translation>不是 SQLite 数据库（文件不以 {magic} 开头）</translation>
    </message>
</context>
<context>
    <name>diag.device-info.deviceinfo-has-no-ai-core</name>
    <message>
        <source>DeviceInfo has no ai_core_num</source>
        <translation>DeviceInfo 中没有 ai_core_num</translation>
    </message>
</context>
<context>
    <name>diag.device-info.no-deviceinfo-entry</name>
    <message>
        <source>no DeviceInfo entry</source>
        <translation>没有 DeviceInfo 条目</translation>
    </message>
</context>
<context>
    <name>diag.device-info.not-a-core-count</name>
    <message>
        <source>DeviceInfo {key} is not a core count</source>
        <translation>DeviceInfo 的 {key} 不是有效的核数</translation>
    </message>
</context>
<context>
    <name>diag.diagnostic.more-problems-of-this-file</name>
    <message>
        <source>{m_suppressed} more problems of this file are not listed</source>
        <translation>此文件另有 {m_suppressed} 个问题未列出</translation>
    </message>
</context>
<context>
    <name>diag.discover-ascend.ascend-profiler-output-was-opened</name>
    <message>
        <source>ASCEND_PROFILER_OUTPUT was opened: its rank folder is read</source>
        <translation>打开的是 ASCEND_PROFILER_OUTPUT：改为读取其所在的 Rank 文件夹</translation>
    </message>
</context>
<context>
    <name>diag.discover-ascend.no-ascend-profiler-output-folder</name>
    <message>
        <source>no ASCEND_PROFILER_OUTPUT folder: the profiler&apos;s analysis did not run or failed for this rank (run the offline analysis to produce it)</source>
        <translation>没有 ASCEND_PROFILER_OUTPUT 文件夹：此 Rank 的性能数据解析未运行或失败（请运行离线解析生成）</translation>
    </message>
</context>
<context>
    <name>diag.discover-ascend.rank-folders-of-other-runs</name>
    <message>
        <source>rank folders of other runs were found too: {list}</source>
        <translation>还发现了其他运行的 Rank 文件夹：{list}</translation>
    </message>
</context>
<context>
    <name>diag.discover-ascend.this-folder-holds-a-profiler</name>
    <message>
        <source>this folder holds a profiler database but sits beside rank folders</source>
        <translation>此文件夹包含性能数据库，但与 Rank 文件夹并列</translation>
    </message>
</context>
<context>
    <name>diag.discover.a-file-was-given-not</name>
    <message>
        <source>a file was given, not a folder</source>
        <translation>给出的是文件而不是文件夹</translation>
    </message>
</context>
<context>
    <name>diag.discover.cannot-examine</name>
    <message>
        <source>cannot be examined: {reason}</source>
        <translation>无法检查：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.discover.cannot-list-the-folder</name>
    <message>
        <source>cannot list the folder: {reason}</source>
        <translation>无法列出文件夹内容：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.discover.cannot-open-the-folder</name>
    <message>
        <source>cannot open the folder: {reason}</source>
        <translation>无法打开文件夹：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.discover.cannot-scan</name>
    <message>
        <source>cannot scan the folder: {reason}</source>
        <translation>无法扫描该文件夹：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.discover.link-dangles</name>
    <message>
        <source>a symbolic link to something that does not exist ({reason})</source>
        <translation>指向不存在对象的符号链接（{reason}）</translation>
    </message>
</context>
<context>
    <name>diag.discover.link-loops</name>
    <message>
        <source>a symbolic link that loops back on itself</source>
        <translation>循环指向自身的符号链接</translation>
    </message>
</context>
<context>
    <name>diag.discover.more-entries-named-like-profiler</name>
    <message>
        <source>{skipped_more} more entries named like profiler files cannot be read</source>
        <translation>另有 {skipped_more} 个名称类似性能数据文件的条目无法读取</translation>
    </message>
</context>
<context>
    <name>diag.discover.msprof-timeline-file-without-a</name>
    <message>
        <source>msprof timeline file without a device id</source>
        <translation>msprof 时间线文件没有设备标识</translation>
    </message>
</context>
<context>
    <name>diag.discover.named-like-but-folder</name>
    <message>
        <source>named like a profiler file but is a folder</source>
        <translation>名称像 profiler 文件，但实际是文件夹</translation>
    </message>
</context>
<context>
    <name>diag.discover.named-like-but-is</name>
    <message>
        <source>named like a profiler file but is {type}</source>
        <translation>名称像 profiler 文件，但实际是{type}</translation>
    </message>
</context>
<context>
    <name>diag.discover.newer-rank-folder</name>
    <message>
        <source>another folder of rank {rank} is newer: {newer}</source>
        <translation>Rank {rank} 有更新的文件夹：{newer}</translation>
    </message>
</context>
<context>
    <name>diag.discover.newer-single-device-folder</name>
    <message>
        <source>another single-device folder is newer: {newer}</source>
        <translation>有更新的单设备文件夹：{newer}</translation>
    </message>
</context>
<context>
    <name>diag.discover.no-mindspore-profiler-files-found</name>
    <message>
        <source>no MindSpore profiler files found in this folder or below it</source>
        <translation>此文件夹及其子文件夹中没有找到 MindSpore 性能数据文件</translation>
    </message>
</context>
<context>
    <name>diag.discover.several-folders-hold-profiler-data</name>
    <message>
        <source>several folders hold profiler data; showing this one. Others: {others}</source>
        <translation>有多个文件夹包含性能数据；显示的是这一个。其他：{others}</translation>
    </message>
</context>
<context>
    <name>diag.discover.the-folder-does-not-exist</name>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
</context>
<context>
    <name>diag.file.file-became-shorter-while-it</name>
    <message>
        <source>file became shorter while it was being read</source>
        <translation>读取期间文件变短了</translation>
    </message>
</context>
<context>
    <name>diag.file.file-grew-past-the-limit</name>
    <message>
        <source>file grew past the {size_text} limit while it was being read</source>
        <translation>读取期间文件增长超过了 {size_text} 的上限</translation>
    </message>
</context>
<context>
    <name>diag.file.file-is-larger-than-the</name>
    <message>
        <source>file is {long}, larger than the {size_text} this reader holds in memory</source>
        <translation>文件大小为 {long}，超过此读取器可在内存中保存的 {size_text}</translation>
    </message>
</context>
<context>
    <name>diag.file.read-error</name>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
</context>
<context>
    <name>diag.flops-summary.expected-a-json-object-of</name>
    <message>
        <source>expected a JSON object of FLOPs values</source>
        <translation>应为包含 FLOPs 值的 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.flops-summary.none-of-the-keys-flops</name>
    <message>
        <source>none of the keys FLOPs, cube_FLOPs, vec_FLOPs is present</source>
        <translation>FLOPs、cube_FLOPs、vec_FLOPs 这些键都不存在</translation>
    </message>
</context>
<context>
    <name>diag.flops-summary.value-of-is-not-a</name>
    <message>
        <source>value of &apos;{it}&apos; is not a number</source>
        <translation>“{it}”的值不是数字</translation>
    </message>
</context>
<context>
    <name>diag.flops.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known FLOPs layout</source>
        <translation>表头“{header_text}”不是已知的 FLOPs 格式</translation>
    </message>
</context>
<context>
    <name>diag.flops.is-not-a-number</name>
    <message>
        <source>{i} &apos;{preview}&apos; is not a number</source>
        <translation>{i}“{preview}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.flops.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.flops.operator-appears-twice</name>
    <message>
        <source>operator &apos;{preview}&apos; appears twice</source>
        <translation>算子“{preview}”出现了两次</translation>
    </message>
</context>
<context>
    <name>diag.flops.operator-name-is-empty</name>
    <message>
        <source>operator name is empty</source>
        <translation>算子名称为空</translation>
    </message>
</context>
<context>
    <name>diag.framework.for</name>
    <message>
        <source>{error} for &apos;{preview}&apos;</source>
        <translation>“{preview}”：{error}</translation>
    </message>
</context>
<context>
    <name>diag.framework.full-operator-name-is-empty</name>
    <message>
        <source>full operator name is empty</source>
        <translation>算子全名为空</translation>
    </message>
</context>
<context>
    <name>diag.framework.header-has-columns-after-those</name>
    <message>
        <source>header has {count} columns after those of layout {id}</source>
        <translation>表头在格式 {id} 的列之后还有 {count} 列</translation>
    </message>
</context>
<context>
    <name>diag.framework.header-is-not-a-known</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a known framework_raw layout (A-E)</source>
        <translation>表头“{header_text}”不是已知的 framework_raw 格式（A-E）</translation>
    </message>
</context>
<context>
    <name>diag.framework.is-out-of-range</name>
    <message>
        <source>{what} {v} is out of range</source>
        <translation>{what} {v} 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.framework.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.a-second-average-row</name>
    <message>
        <source>a second average (&apos;-&apos;) row</source>
        <translation>第二个平均值（&apos;-&apos;）行</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.a-step-row-after-the</name>
    <message>
        <source>a step row after the average row</source>
        <translation>平均值行之后还有步的行</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.communication-operator-cost</name>
    <message>
        <source>communication_operator_cost {problem}</source>
        <translation>communication_operator_cost {problem}</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.communication-operator-cost-entries-are</name>
    <message>
        <source>{bad} communication_operator_cost entries are malformed</source>
        <translation>{bad} 个 communication_operator_cost 条目格式错误</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.cost-is-not-a-number</name>
    <message>
        <source>{column} {quote_cell} is not a number</source>
        <translation>{column} {quote_cell} 不是数值</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.header-lacks-step-num-communication</name>
    <message>
        <source>header lacks step_num, communication_cost or wait_cost: not an hccl_raw file</source>
        <translation>表头缺少 step_num、communication_cost 或 wait_cost：不是 hccl_raw 文件</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.link-info</name>
    <message>
        <source>link_info {problem}</source>
        <translation>link_info {problem}</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.link-info-entries-are-not</name>
    <message>
        <source>{bad} link_info entries are not [time, size, bandwidth]</source>
        <translation>{bad} 个 link_info 条目不是 [时间, 大小, 带宽]</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.no-average-row</name>
    <message>
        <source>no average (&apos;-&apos;) row</source>
        <translation>没有平均值（&apos;-&apos;）行</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.no-step-rows</name>
    <message>
        <source>no step rows</source>
        <translation>没有步的行</translation>
    </message>
</context>
<context>
    <name>diag.hccl-raw.step-num-is-not-a</name>
    <message>
        <source>step_num {quote_cell} is not a number</source>
        <translation>step_num {quote_cell} 不是数字</translation>
    </message>
</context>
<context>
    <name>diag.io.cannot-open</name>
    <message>
        <source>cannot open the file: {reason}</source>
        <translation>无法打开文件：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.io.cannot-stat</name>
    <message>
        <source>cannot read the file&apos;s status: {reason}</source>
        <translation>无法读取文件状态：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.io.not-regular</name>
    <message>
        <source>is {type}, not a regular file</source>
        <translation>是{type}，不是普通文件</translation>
    </message>
</context>
<context>
    <name>diag.json-cell.nested-too-deep</name>
    <message>
        <source>is nested deeper than {levels} levels</source>
        <translation>嵌套超过 {levels} 层</translation>
    </message>
</context>
<context>
    <name>diag.json-cell.not-an-object</name>
    <message>
        <source>is not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.json-cell.not-utf8</name>
    <message>
        <source>is not valid UTF-8</source>
        <translation>不是有效的 UTF-8</translation>
    </message>
</context>
<context>
    <name>diag.json-util.a-json-object</name>
    <message>
        <source>a JSON object</source>
        <translation>JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.json-util.bytes-are-not-valid-utf</name>
    <message>
        <source>{bad} bytes are not valid UTF-8 (the first at byte {first})</source>
        <translation>{bad} 个字节不是有效的 UTF-8（第一个位于字节 {first}）</translation>
    </message>
</context>
<context>
    <name>diag.json-util.expected</name>
    <message>
        <source>expected {what}</source>
        <translation>应为 {what}</translation>
    </message>
</context>
<context>
    <name>diag.json-util.expected-a-json-object</name>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.json-util.file-is-empty</name>
    <message>
        <source>file is empty</source>
        <translation>文件为空</translation>
    </message>
</context>
<context>
    <name>diag.json-util.json-nested-deeper-than-levels</name>
    <message>
        <source>JSON nested deeper than {max_json_depth} levels</source>
        <translation>JSON 嵌套超过 {max_json_depth} 层</translation>
    </message>
</context>
<context>
    <name>diag.json.duplicate-key</name>
    <message>
        <source>key &apos;{key}&apos; appears twice in one object</source>
        <translation>键 &apos;{key}&apos; 在同一对象中出现两次</translation>
    </message>
</context>
<context>
    <name>diag.json.duplicate-keys</name>
    <message>
        <source>key &apos;{key}&apos; appears twice in one object ({n} repeated keys in the file)</source>
        <translation>键 &apos;{key}&apos; 在同一对象中出现两次（文件中共有 {n} 个重复键）</translation>
    </message>
</context>
<context>
    <name>diag.json.ends-early</name>
    <message>
        <source>invalid JSON: the document ends early (the file looks cut short)</source>
        <translation>JSON 无效：文档提前结束（文件看起来被截断）</translation>
    </message>
</context>
<context>
    <name>diag.json.invalid</name>
    <message>
        <source>invalid JSON: {reason}</source>
        <translation>JSON 无效：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.json.invalid-near-byte</name>
    <message>
        <source>invalid JSON near byte {offset}</source>
        <translation>第 {offset} 字节附近的 JSON 无效</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.duration-us-is-negative</name>
    <message>
        <source>Duration(us) is negative</source>
        <translation>Duration(us) 为负数</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.header-lacks-name-start-time</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks Name, Start Time(us) or Duration(us)</source>
        <translation>表头“{header_text}”缺少 Name、Start Time(us) 或 Duration(us)</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.metric-cells-are-not-numbers</name>
    <message>
        <source>{bad_metrics} metric cells are not numbers</source>
        <translation>{bad_metrics} 个指标单元格不是数字</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.metric-value-is-not-a</name>
    <message>
        <source>metric &apos;{m}&apos; value &apos;{preview}&apos; is not a number</source>
        <translation>指标“{m}”的值“{preview}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.name-is-empty</name>
    <message>
        <source>Name is empty</source>
        <translation>Name 为空</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.no-kernel-rows</name>
    <message>
        <source>no kernel rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.no-type-column</name>
    <message>
        <source>no Type column</source>
        <translation>没有 Type 列</translation>
    </message>
</context>
<context>
    <name>diag.kernel-details.pmu-metric-columns-in-a</name>
    <message>
        <source>{count} PMU metric columns in a file of {path} MB</source>
        <translation>{path} MB 的文件中有 {count} 个 PMU 指标列</translation>
    </message>
</context>
<context>
    <name>diag.load-ascend-output.none-of-the-ascend-profiler</name>
    <message>
        <source>none of the ASCEND_PROFILER_OUTPUT tables (step_trace_time, kernel_details, op_statistic, communication, memory, or the profiler database) was found or could be read</source>
        <translation>没有找到或无法读取任何 ASCEND_PROFILER_OUTPUT 表（step_trace_time、kernel_details、op_statistic、communication、memory 或性能数据库）</translation>
    </message>
</context>
<context>
    <name>diag.load-ascend-output.this-rank-also-has-a</name>
    <message>
        <source>this rank also has a 1.x AI Core type file</source>
        <translation>此 Rank 还有一个 1.x 的 AI Core 类型文件</translation>
    </message>
</context>
<context>
    <name>diag.load-cluster.rank-id-differs-from-the</name>
    <message>
        <source>rank_id {rank_id} differs from the file name&apos;s id {rank}</source>
        <translation>rank_id {rank_id} 与文件名中的标识 {rank} 不同</translation>
    </message>
</context>
<context>
    <name>diag.load-data.device-queue-profiling-could-not</name>
    <message>
        <source>device_queue_profiling could not be read</source>
        <translation>无法读取 device_queue_profiling</translation>
    </message>
</context>
<context>
    <name>diag.load-data.ops-have-another-type-than</name>
    <message>
        <source>{type_mismatches} ops have another type than in minddata_pipeline_raw: the two files do not describe the same pipeline</source>
        <translation>{type_mismatches} 个算子的类型与 minddata_pipeline_raw 中不同：两个文件描述的不是同一条流水线</translation>
    </message>
</context>
<context>
    <name>diag.load-data.ops-have-no-size-series</name>
    <message>
        <source>{filled} ops have no size series in this file</source>
        <translation>此文件中有 {filled} 个算子没有大小序列</translation>
    </message>
</context>
<context>
    <name>diag.load-db.analysis-only</name>
    <message>
        <source>{analysis} only (no profiler database: kernels, memory and the timeline are missing)</source>
        <translation>仅 {analysis}（没有 profiler 数据库：缺少算子、内存和时间线）</translation>
    </message>
</context>
<context>
    <name>diag.load-db.another-analysis-db-chosen</name>
    <message>
        <source>another analysis database of this rank was chosen</source>
        <translation>已选用此 Rank 的另一个 analysis 数据库</translation>
    </message>
</context>
<context>
    <name>diag.load-db.another-msprof-db-chosen</name>
    <message>
        <source>another msprof database of this rank was chosen</source>
        <translation>已选用此 Rank 的另一个 msprof 数据库</translation>
    </message>
</context>
<context>
    <name>diag.load-db.another-profiler-db-chosen</name>
    <message>
        <source>another profiler database of this rank was chosen</source>
        <translation>已选用此 Rank 的另一个 profiler 数据库</translation>
    </message>
</context>
<context>
    <name>diag.load-db.cann-s-msprof-database-is</name>
    <message>
        <source>CANN&apos;s msprof database is not read: {base_name} holds the same device data and the framework&apos;s</source>
        <translation>不读取 CANN 的 msprof 数据库：{base_name} 包含相同的设备数据以及框架数据</translation>
    </message>
</context>
<context>
    <name>diag.load-db.profiler-and-analysis</name>
    <message>
        <source>{profiler} and {analysis}</source>
        <translation>{profiler} 和 {analysis}</translation>
    </message>
</context>
<context>
    <name>diag.load-db.profiler-only</name>
    <message>
        <source>{profiler} (no analysis.db: the step breakdown and communication times are computed from it)</source>
        <translation>{profiler}（没有 analysis.db：迭代耗时拆分和通信时间由它计算得出）</translation>
    </message>
</context>
<context>
    <name>diag.load-db.this-rank-has-both-the</name>
    <message>
        <source>this rank has both the text export ({names}) and the database export ({db_names}): the text files are read</source>
        <translation>此 Rank 既有文本导出（{names}）又有数据库导出（{db_names}）：读取文本文件</translation>
    </message>
</context>
<context>
    <name>diag.load-db.this-rank-was-exported-as</name>
    <message>
        <source>this rank was exported as a database: read from {what}</source>
        <translation>此 Rank 以数据库形式导出：从 {what} 读取</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.n-display-files</name>
    <message>
        <source>{n} timeline display files</source>
        <translation>{n} 个 timeline display 文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.n-msprof-files</name>
    <message>
        <source>{n} CANN msprof timeline files</source>
        <translation>{n} 个 CANN msprof 时间线文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.n-text-files</name>
    <message>
        <source>{n} text timeline files</source>
        <translation>{n} 个文本时间线文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.n-trace-views</name>
    <message>
        <source>{n} trace_view timelines</source>
        <translation>{n} 个 trace_view 时间线</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.not-read-the-timeline-comes</name>
    <message>
        <source>{count} not read ({names}): the timeline comes from {source}</source>
        <translation>{count} 未读取（{names}）：时间线来自 {source}</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.one-display-file</name>
    <message>
        <source>1 timeline display file</source>
        <translation>1 个 timeline display 文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.one-msprof-file</name>
    <message>
        <source>1 CANN msprof timeline file</source>
        <translation>1 个 CANN msprof 时间线文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.one-text-file</name>
    <message>
        <source>1 text timeline file</source>
        <translation>1 个文本时间线文件</translation>
    </message>
</context>
<context>
    <name>diag.load-timeline.one-trace-view</name>
    <message>
        <source>1 trace_view timeline</source>
        <translation>1 个 trace_view 时间线</translation>
    </message>
</context>
<context>
    <name>diag.load.another-file-of-kind-read</name>
    <message>
        <source>another file of the same kind was read for this rank</source>
        <translation>此 Rank 已读取了同类的另一个文件</translation>
    </message>
</context>
<context>
    <name>diag.load.another-timeline-used</name>
    <message>
        <source>another timeline file of this rank was used</source>
        <translation>此 Rank 已使用另一个时间线文件</translation>
    </message>
</context>
<context>
    <name>diag.load.device-queue-wins</name>
    <message>
        <source>device_queue_profiling is used when both exist (MindInsight&apos;s rule)</source>
        <translation>两者都存在时使用 device_queue_profiling（MindInsight 的规则）</translation>
    </message>
</context>
<context>
    <name>diag.load.loading-stopped</name>
    <message>
        <source>loading stopped: {reason}</source>
        <translation>加载中止：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.load.loading-stopped-by-an-unexpected</name>
    <message>
        <source>loading stopped by an unexpected error</source>
        <translation>加载因意外错误而停止</translation>
    </message>
</context>
<context>
    <name>diag.load.minddata-aicpu-wins</name>
    <message>
        <source>minddata_aicpu is used when both exist (MindInsight&apos;s rule)</source>
        <translation>两者都存在时使用 minddata_aicpu（MindInsight 的规则）</translation>
    </message>
</context>
<context>
    <name>diag.load.one-cluster-analysis-used</name>
    <message>
        <source>one cluster analysis file per rank is used</source>
        <translation>每个 Rank 只使用一个集群分析文件</translation>
    </message>
</context>
<context>
    <name>diag.load.own-profiler-info-used</name>
    <message>
        <source>the rank&apos;s own profiler_info file is used</source>
        <translation>使用此 Rank 自己的 profiler_info 文件</translation>
    </message>
</context>
<context>
    <name>diag.load.rank-is-not-in-this</name>
    <message>
        <source>rank {only_rank} is not in this folder</source>
        <translation>此文件夹中没有 Rank {only_rank}</translation>
    </message>
</context>
<context>
    <name>diag.op-info.could-not-be-parsed</name>
    <message>
        <source>op_info could not be parsed: {reason}</source>
        <translation>op_info 无法解析：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.op-info.nested-too-deeply</name>
    <message>
        <source>op_info is nested too deeply</source>
        <translation>op_info 嵌套过深</translation>
    </message>
</context>
<context>
    <name>diag.op-info.not-a-json-object</name>
    <message>
        <source>op_info is not a JSON object</source>
        <translation>op_info 不是 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.op-info.not-valid-json</name>
    <message>
        <source>op_info is not valid JSON</source>
        <translation>op_info 不是有效的 JSON</translation>
    </message>
</context>
<context>
    <name>diag.op-statistic.header-lacks-op-type-core</name>
    <message>
        <source>header &apos;{header_text}&apos; lacks OP Type, Core Type or Total Time(us)</source>
        <translation>表头“{header_text}”缺少 OP Type、Core Type 或 Total Time(us)</translation>
    </message>
</context>
<context>
    <name>diag.op-statistic.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.op-statistic.op-type-is-empty</name>
    <message>
        <source>OP Type is empty</source>
        <translation>OP Type 为空</translation>
    </message>
</context>
<context>
    <name>diag.op-statistic.total-time-us-is-negative</name>
    <message>
        <source>Total Time(us) is negative</source>
        <translation>Total Time(us) 为负数</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.children-ids-holds-an-entry</name>
    <message>
        <source>children_ids holds an entry that is not a list of op ids</source>
        <translation>children_ids 中有一个条目不是算子标识列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.children-ids-is-not-a</name>
    <message>
        <source>children_ids is not a list</source>
        <translation>children_ids 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.entries-are-not-numbers</name>
    <message>
        <source>{key}: {bad} entries are not numbers</source>
        <translation>{key}：{bad} 个条目不是数字</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.entries-are-not-whole-numbers</name>
    <message>
        <source>{key}: {bad} entries are not whole numbers</source>
        <translation>{key}：{bad} 个条目不是整数</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.expected-a-json-object-of</name>
    <message>
        <source>expected a JSON object of lists</source>
        <translation>应为由列表组成的 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.has-entries-for-ops</name>
    <message>
        <source>{key} has {size} entries for {n} ops</source>
        <translation>{key} 有 {size} 个条目，但有 {n} 个算子</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.is-not-a-list</name>
    <message>
        <source>{key} is not a list</source>
        <translation>{key} 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.is-not-a-one-number</name>
    <message>
        <source>{key} is not a one-number list</source>
        <translation>{key} 不是单个数字的列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline-summary.no-usable-op-ids-list</name>
    <message>
        <source>no usable op_ids list</source>
        <translation>没有可用的 op_ids 列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.children-id-is-not-a</name>
    <message>
        <source>children_id {quote_cell} is not a list of op ids</source>
        <translation>children_id {quote_cell} 不是算子标识列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.expected-a-json-object-with</name>
    <message>
        <source>expected a JSON object with op_info</source>
        <translation>应为包含 op_info 的 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.has-no-whole-number-op</name>
    <message>
        <source>{where} has no whole-number op_id</source>
        <translation>{where} 没有整数的 op_id</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.header-lacks-op-id-op</name>
    <message>
        <source>header lacks op_id/op_type and does not have the 10 columns of a pipeline file</source>
        <translation>表头缺少 op_id/op_type，也没有流水线文件的 10 列</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.is-not-a-number</name>
    <message>
        <source>{what} {quote_cell} is not a number</source>
        <translation>{what} {quote_cell} 不是数字</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.is-not-an-object</name>
    <message>
        <source>{where} is not an object</source>
        <translation>{where} 不是对象</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.is-out-of-range</name>
    <message>
        <source>{what} {quote_cell} is out of range</source>
        <translation>{what} {quote_cell} 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.negative-output-queue-length</name>
    <message>
        <source>negative output_queue_length</source>
        <translation>output_queue_length 为负数</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.no-op-0</name>
    <message>
        <source>no op 0; op {op} taken as the root</source>
        <translation>没有算子 0；以算子 {op} 作为根节点</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.no-op-has-an-empty</name>
    <message>
        <source>no op has an empty parent_id, so the pipeline has no root</source>
        <translation>没有算子的 parent_id 为空，因此流水线没有根节点</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.no-op-info-list</name>
    <message>
        <source>no op_info list</source>
        <translation>没有 op_info 列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.no-sampling-interval</name>
    <message>
        <source>no sampling_interval</source>
        <translation>没有 sampling_interval</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-appears-twice</name>
    <message>
        <source>op {op_id} appears twice</source>
        <translation>算子 {op_id} 出现了两次</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-children-is-not-a</name>
    <message>
        <source>op {op_id}: children is not a list of op ids</source>
        <translation>算子 {op_id}：children 不是算子标识列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-has-no-op-type</name>
    <message>
        <source>op {op_id} has no op_type</source>
        <translation>算子 {op_id} 没有 op_type</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-id-not-whole</name>
    <message>
        <source>op_id {quote_cell} is not a whole number</source>
        <translation>op_id {quote_cell} 不是整数</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-id-out-of-range</name>
    <message>
        <source>op_id {quote_cell} is out of range</source>
        <translation>op_id {quote_cell} 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-info-holds-no-usable</name>
    <message>
        <source>op_info holds no usable operator</source>
        <translation>op_info 中没有可用的算子</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-metrics-is-not-an</name>
    <message>
        <source>op {op_id}: metrics is not an object</source>
        <translation>算子 {op_id}：metrics 不是对象</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-names-child-which-is</name>
    <message>
        <source>op {op_id} names child {c}, which is not in the file</source>
        <translation>算子 {op_id} 指定的子节点 {c} 不在文件中</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-names-parent-which-is</name>
    <message>
        <source>op {op_id} names parent {parent}, which is not in the file</source>
        <translation>算子 {op_id} 指定的父节点 {parent} 不在文件中</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-num-workers-is-out</name>
    <message>
        <source>op {op_id}: num_workers is out of range</source>
        <translation>算子 {op_id}：num_workers 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-output-queue-has-no</name>
    <message>
        <source>op {op_id}: output_queue has no usable length (a positive whole number)</source>
        <translation>算子 {op_id}：output_queue 没有可用的长度（正整数）</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-output-queue-is-not</name>
    <message>
        <source>op {op_id}: output_queue is not an object</source>
        <translation>算子 {op_id}：output_queue 不是对象</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-output-queue-size-is</name>
    <message>
        <source>op {op_id}: output_queue.size is not a list</source>
        <translation>算子 {op_id}：output_queue.size 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.op-queue-sizes-are-not</name>
    <message>
        <source>op {op_id}: {bad} queue sizes are not whole numbers</source>
        <translation>算子 {op_id}：{bad} 个队列大小不是整数</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.ops-have-an-empty-parent</name>
    <message>
        <source>{roots} ops have an empty parent_id; the first is taken as the root</source>
        <translation>{roots} 个算子的 parent_id 为空；取第一个作为根节点</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.output-queue-size-is-not</name>
    <message>
        <source>output_queue_size {quote_cell} is not a list of whole numbers</source>
        <translation>output_queue_size {quote_cell} 不是整数列表</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.output-queue-usage-rate-is</name>
    <message>
        <source>output_queue_usage_rate {usage} is outside 0-1</source>
        <translation>output_queue_usage_rate {usage} 不在 0-1 范围内</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.reached-twice</name>
    <message>
        <source>op {op} is reached twice (a cycle or a shared child)</source>
        <translation>算子 {op} 被访问两次（存在环或共享子节点）</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.row-has-fields-header-has</name>
    <message>
        <source>row has {count} fields, header has {width}</source>
        <translation>该行有 {count} 个字段，表头有 {width} 个</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.unfamiliar-header-names</name>
    <message>
        <source>unfamiliar header names</source>
        <translation>表头名称不常见</translation>
    </message>
</context>
<context>
    <name>diag.pipeline.unknown-child</name>
    <message>
        <source>op {op} names child {child}, which is not in the file</source>
        <translation>算子 {op} 的子节点 {child} 不在文件中</translation>
    </message>
</context>
<context>
    <name>diag.profiler-info.is-not-a-whole-number</name>
    <message>
        <source>{key} is not a whole number from 0 to 2^31</source>
        <translation>{key} 不是 0 到 2^31 之间的整数</translation>
    </message>
</context>
<context>
    <name>diag.profiler-info.more-than-values</name>
    <message>
        <source>more than {max_values} values</source>
        <translation>超过 {max_values} 个值</translation>
    </message>
</context>
<context>
    <name>diag.profiler-info.rank-id-is-not-a</name>
    <message>
        <source>rank_id is not a whole number from 0 to 2^31</source>
        <translation>rank_id 不是 0 到 2^31 之间的整数</translation>
    </message>
</context>
<context>
    <name>diag.profiler-info.rank-id-is-out-of</name>
    <message>
        <source>rank_id {rank} is out of range</source>
        <translation>rank_id {rank} 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.profiler-info.the-object-is-empty</name>
    <message>
        <source>the object is empty</source>
        <translation>对象为空</translation>
    </message>
</context>
<context>
    <name>diag.profiler-metadata.a-global-rank-of-group</name>
    <message>
        <source>a global rank of group &apos;{substr}&apos; is not a rank number</source>
        <translation>通信组“{substr}”的某个全局 Rank 不是 Rank 编号</translation>
    </message>
</context>
<context>
    <name>diag.profiler-metadata.distributed-args-is-not-an</name>
    <message>
        <source>distributed_args is not an object</source>
        <translation>distributed_args 不是对象</translation>
    </message>
</context>
<context>
    <name>diag.profiler-metadata.parallel-group-info-is-not</name>
    <message>
        <source>parallel_group_info is not an object</source>
        <translation>parallel_group_info 不是对象</translation>
    </message>
</context>
<context>
    <name>diag.profiler-metadata.parallel-group-is-not-an</name>
    <message>
        <source>parallel group &apos;{substr}&apos; is not an object</source>
        <translation>并行组“{substr}”不是对象</translation>
    </message>
</context>
<context>
    <name>diag.queue.extra-info-out-of-range</name>
    <message>
        <source>extra_info out of range</source>
        <translation>extra_info 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.queue.file-is-empty</name>
    <message>
        <source>file is empty</source>
        <translation>文件为空</translation>
    </message>
</context>
<context>
    <name>diag.queue.getnext-ends-before-it-starts</name>
    <message>
        <source>GetNext ends before it starts</source>
        <translation>GetNext 的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.queue.getnext-line-has-fields-it</name>
    <message>
        <source>GetNext line has {count} fields; it needs 4</source>
        <translation>GetNext 行有 {count} 个字段；需要 4 个</translation>
    </message>
</context>
<context>
    <name>diag.queue.is-not-a-number</name>
    <message>
        <source>{what} {quote_cell} is not a number</source>
        <translation>{what} {quote_cell} 不是数字</translation>
    </message>
</context>
<context>
    <name>diag.queue.line-has-fields-a-record</name>
    <message>
        <source>line has {n} fields; a record needs 4 or 5</source>
        <translation>该行有 {n} 个字段；一条记录需要 4 或 5 个</translation>
    </message>
</context>
<context>
    <name>diag.queue.line-has-fields-a-record-2</name>
    <message>
        <source>line has {n} fields; a record has 4 or 5</source>
        <translation>该行有 {n} 个字段；一条记录有 4 或 5 个</translation>
    </message>
</context>
<context>
    <name>diag.queue.negative-queue-size</name>
    <message>
        <source>negative queue size</source>
        <translation>队列大小为负数</translation>
    </message>
</context>
<context>
    <name>diag.queue.no-getnext-line-other-lines</name>
    <message>
        <source>no GetNext line ({other_lines} other lines)</source>
        <translation>没有 GetNext 行（其他行 {other_lines} 行）</translation>
    </message>
</context>
<context>
    <name>diag.queue.no-readable-record</name>
    <message>
        <source>no readable record</source>
        <translation>没有可读的记录</translation>
    </message>
</context>
<context>
    <name>diag.queue.record-type-is-neither-0</name>
    <message>
        <source>record type {type} is neither 0 (time) nor 1 (queue)</source>
        <translation>记录类型 {type} 既不是 0（时间）也不是 1（队列）</translation>
    </message>
</context>
<context>
    <name>diag.queue.records-have-no-time-stamp</name>
    <message>
        <source>{size_t} records have no time stamp</source>
        <translation>{size_t} 条记录没有时间戳</translation>
    </message>
</context>
<context>
    <name>diag.queue.text</name>
    <message>
        <source>{what} {quote_cell} {why}</source>
        <translation>{what} {quote_cell} {why}</translation>
    </message>
</context>
<context>
    <name>diag.queue.time-record-kind-is-not</name>
    <message>
        <source>time record kind {extra} is not 0, 1 or 2</source>
        <translation>时间记录类别 {extra} 不是 0、1 或 2</translation>
    </message>
</context>
<context>
    <name>diag.queue.time-stamp-is-not-a</name>
    <message>
        <source>time stamp {quote_cell} is not a number</source>
        <translation>时间戳 {quote_cell} 不是数字</translation>
    </message>
</context>
<context>
    <name>diag.read.not-enough-memory</name>
    <message>
        <source>not enough memory to read this file</source>
        <translation>内存不足，无法读取此文件</translation>
    </message>
</context>
<context>
    <name>diag.read.unexpected-error</name>
    <message>
        <source>unexpected error: {reason}</source>
        <translation>意外错误：{reason}</translation>
    </message>
</context>
<context>
    <name>diag.read.unexpected-error-unknown</name>
    <message>
        <source>unexpected error</source>
        <translation>意外错误</translation>
    </message>
</context>
<context>
    <name>diag.report-summary.a-steplens-report</name>
    <message>
        <source>a steplens report (a JSON object)</source>
        <translation>StepLens 报告（JSON 对象）</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.against-header</name>
    <message>
        <source>{facts}, so they are read as {reading} although this header variant usually holds {hint}</source>
        <translation>{facts}，因此按{reading}读取，尽管这种表头格式通常保存的是{hint}</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.facts</name>
    <message>
        <source>&apos;{column}&apos; values sum to {sum} (largest {largest})</source>
        <translation>&apos;{column}&apos; 列的值之和为 {sum}（最大值 {largest}）</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.fits-both-by-header</name>
    <message>
        <source>{facts}: they fit both a fraction and a percentage; read as {reading} as the header variant suggests</source>
        <translation>{facts}：既可视为小数也可视为百分比；按表头格式的提示读作{reading}</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.fits-both-no-hint</name>
    <message>
        <source>{facts}: they fit both a fraction and a percentage; read as {reading} (no header hint)</source>
        <translation>{facts}：既可视为小数也可视为百分比；读作{reading}（表头没有提示）</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.fractions</name>
    <message>
        <source>fractions</source>
        <translation>小数</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.hint-fraction</name>
    <message>
        <source>a fraction (0-1)</source>
        <translation>小数 (0-1)</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.hint-nothing</name>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.hint-percent</name>
    <message>
        <source>a percentage (0-100)</source>
        <translation>百分比 (0-100)</translation>
    </message>
</context>
<context>
    <name>diag.share-scale.percentages</name>
    <message>
        <source>percentages</source>
        <translation>百分比</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.cannot-open-the-database</name>
    <message>
        <source>cannot open the database: {error_text}</source>
        <translation>无法打开数据库：{error_text}</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.cannot-query-the-database</name>
    <message>
        <source>cannot query the database ({error_text})</source>
        <translation>无法查询数据库（{error_text}）</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.cannot-read-the-list-of</name>
    <message>
        <source>cannot read the list of tables: {error}</source>
        <translation>无法读取表的列表：{error}</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.refused-a-statement-that-would</name>
    <message>
        <source>refused a statement that would write to the database</source>
        <translation>拒绝了一条会写入数据库的语句</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.row-column-holds-where-is</name>
    <message>
        <source>{table} row {row}: column {column_name} holds {describe} where {expected} is expected</source>
        <translation>{table} 第 {row} 行：列 {column_name} 的值为 {describe}，应为 {expected}</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.the-database-has-a-write</name>
    <message>
        <source>the database has a write-ahead log beside it ({wal_bytes} bytes in {path}-wal) that was never merged into it</source>
        <translation>数据库旁有一个从未合并的预写日志（{path}-wal 中 {wal_bytes} 字节）</translation>
    </message>
</context>
<context>
    <name>diag.sqlite-db.the-database-is-cut-short</name>
    <message>
        <source>the database is cut short: {file_bytes} bytes of the {page_size} its header announces</source>
        <translation>数据库被截断：只有 {file_bytes} 字节，而其文件头声明为 {page_size}</translation>
    </message>
</context>
<context>
    <name>diag.static-op-mem.end-before-start</name>
    <message>
        <source>Node Index End {end} lies before Node Index Start {start}</source>
        <translation>Node Index End {end} 位于 Node Index Start {start} 之前</translation>
    </message>
</context>
<context>
    <name>diag.static-op-mem.file-ignored</name>
    <message>
        <source>file ignored</source>
        <translation>已忽略该文件</translation>
    </message>
</context>
<context>
    <name>diag.static-op-mem.header</name>
    <message>
        <source>header &apos;{header}&apos; lacks Op Name, Node Index Start or Size(KB)</source>
        <translation>表头“{header}”缺少 Op Name、Node Index Start 或 Size(KB)</translation>
    </message>
</context>
<context>
    <name>diag.static-op-mem.row-skipped</name>
    <message>
        <source>row skipped</source>
        <translation>已跳过该行</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.computing-is-negative</name>
    <message>
        <source>Computing is negative</source>
        <translation>Computing 为负数</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.header-is-not-a-step</name>
    <message>
        <source>header &apos;{header_text}&apos; is not a step_trace_time layout (no Computing column)</source>
        <translation>表头“{header_text}”不是 step_trace_time 格式（没有 Computing 列）</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.is-empty</name>
    <message>
        <source>{name} is empty</source>
        <translation>{name} 为空</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.no-preparing-column-written-by</name>
    <message>
        <source>no Preparing column (written by profilers before 2025)</source>
        <translation>没有 Preparing 列（2025 年之前的 profiler 不写此列）</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.no-step-rows</name>
    <message>
        <source>no step rows</source>
        <translation>没有步的行</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.step-appears-twice</name>
    <message>
        <source>step &apos;{step}&apos; appears twice</source>
        <translation>步“{step}”出现了两次</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.step-is-not-a-number</name>
    <message>
        <source>step &apos;{preview}&apos; is not a number</source>
        <translation>步“{preview}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.step-trace-time.unknown-column</name>
    <message>
        <source>unknown column &apos;{preview}&apos;</source>
        <translation>未知的列“{preview}”</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.an-average-row-before-the</name>
    <message>
        <source>an average row (&apos;-&apos;) before the last row</source>
        <translation>最后一行之前出现了平均值行（&apos;-&apos;）</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.average-differs-from-only-step</name>
    <message>
        <source>the written average row differs from the only step by more than 1 %: {phases}</source>
        <translation>文件中的平均行与唯一的一步相差超过 1 %：{phases}</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.average-matches-neither</name>
    <message>
        <source>the written average row matches neither the mean of all steps nor that of steps 2..{n} (within 1 %): {phases}</source>
        <translation>文件中的平均行既不等于所有步的均值，也不等于第 2..{n} 步的均值（误差 1 % 以内）：{phases}</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.average-phase</name>
    <message>
        <source>{phase} written {written} ms, mean of the steps {mean} ms</source>
        <translation>{phase} 文件中为 {written} ms，各步均值为 {mean} ms</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.bad-ticks</name>
    <message>
        <source>{column} &apos;{cell}&apos; {why}</source>
        <translation>{column}“{cell}”{why}</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.expected-an-object-or-a</name>
    <message>
        <source>expected an object or a list of objects</source>
        <translation>应为对象或对象列表</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.header-lacks-step-num-total</name>
    <message>
        <source>header lacks step_num, total, iteration_interval or fp_and_bp/fp: not a step trace</source>
        <translation>表头缺少 step_num、total、iteration_interval 或 fp_and_bp/fp：不是迭代轨迹文件</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.list-entry-is-not-an</name>
    <message>
        <source>list entry is not an object</source>
        <translation>列表条目不是对象</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.negative-phase</name>
    <message>
        <source>negative phase duration ({phase})</source>
        <translation>阶段耗时为负（{phase}）</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.no-average-row-at-the</name>
    <message>
        <source>no average row at the end of the file</source>
        <translation>文件末尾没有平均值行</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.no-step-rows</name>
    <message>
        <source>no step rows</source>
        <translation>没有步的行</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.reduce-column-has-no-start</name>
    <message>
        <source>reduce column &apos;{header}&apos; has no start/end point columns</source>
        <translation>reduce 列“{header}”没有对应的开始/结束点列</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.reduce-event-ends-before-it</name>
    <message>
        <source>reduce event &apos;{header}&apos; ends before it starts</source>
        <translation>reduce 事件“{header}”的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.reduce-event-has-a-non</name>
    <message>
        <source>reduce event &apos;{header}&apos; has a non-numeric value</source>
        <translation>reduce 事件“{header}”的值不是数字</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.row-has-fields-header-has</name>
    <message>
        <source>row has {count} fields, header has {column_count}</source>
        <translation>该行有 {count} 个字段，表头有 {column_count} 个</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.step-appears-twice-with-different</name>
    <message>
        <source>step {step_num} appears twice with different values</source>
        <translation>第 {step_num} 步出现了两次且值不同</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.step-ends-before-it-starts</name>
    <message>
        <source>step ends before it starts</source>
        <translation>步的结束早于开始</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.step-is-repeated-with-the</name>
    <message>
        <source>step {step_num} is repeated with the same values</source>
        <translation>第 {step_num} 步重复出现，值相同</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.step-num-is-not-a</name>
    <message>
        <source>step_num &apos;{utf8prefix}&apos; is not a number</source>
        <translation>step_num“{utf8prefix}”不是数字</translation>
    </message>
</context>
<context>
    <name>diag.step-trace.too-large-ticks</name>
    <message>
        <source>is too large for a time in ticks</source>
        <translation>太大，无法作为以 tick 计的时间</translation>
    </message>
</context>
<context>
    <name>diag.thresholds.not-an-object</name>
    <message>
        <source>thresholds must be a JSON object of {example}</source>
        <translation>阈值文件必须是 {example} 形式的 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.thresholds.threshold-must-be-a-non</name>
    <message>
        <source>threshold &apos;{it}&apos; must be a non-negative number</source>
        <translation>阈值“{it}”必须是非负数</translation>
    </message>
</context>
<context>
    <name>diag.thresholds.unknown-threshold</name>
    <message>
        <source>unknown threshold &apos;{it}&apos;</source>
        <translation>未知的阈值“{it}”</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.expected-a-json-object</name>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.expected-op-name-stream-id</name>
    <message>
        <source>expected &quot;op_name, stream_id, start_time, duration&quot; with numbers</source>
        <translation>应为带数字的“op_name, stream_id, start_time, duration”</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.key-not-a-number</name>
    <message>
        <source>&quot;{key}&quot; is not a number</source>
        <translation>&quot;{key}&quot; 不是数值</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.key-out-of-range</name>
    <message>
        <source>&quot;{key}&quot; is out of range</source>
        <translation>&quot;{key}&quot; 超出范围</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.no-operator-rows</name>
    <message>
        <source>no operator rows</source>
        <translation>没有算子行</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.none-of-total-time-num</name>
    <message>
        <source>none of total_time, num_of_streams, num_of_ops, op_exe_times</source>
        <translation>total_time、num_of_streams、num_of_ops、op_exe_times 都不存在</translation>
    </message>
</context>
<context>
    <name>diag.timeline-text.too-many-streams</name>
    <message>
        <source>too many streams</source>
        <translation>流太多</translation>
    </message>
</context>
<context>
    <name>diag.timeline.complete-event-without-a-duration-dur</name>
    <message>
        <source>complete event without a duration (&quot;dur&quot;)</source>
        <translation>完整事件缺少时长（&quot;dur&quot;）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.counter-event-without-numeric-args</name>
    <message>
        <source>counter event without numeric args</source>
        <translation>计数器事件没有数值参数</translation>
    </message>
</context>
<context>
    <name>diag.timeline.drawn-up-to-the-last-time-of-their-track</name>
    <message>
        <source>drawn up to the last time of their track</source>
        <translation>绘制到所在轨道的最后时刻</translation>
    </message>
</context>
<context>
    <name>diag.timeline.duration-dur-is-not-a-number</name>
    <message>
        <source>duration &quot;dur&quot; is not a number</source>
        <translation>时长 &quot;dur&quot; 不是数值</translation>
    </message>
</context>
<context>
    <name>diag.timeline.ends-before-begins</name>
    <message>
        <source>{n} &quot;E&quot; events before their &quot;B&quot;</source>
        <translation>{n} 个 &quot;E&quot; 事件早于对应的 &quot;B&quot;</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-ends-after-the-year-2262</name>
    <message>
        <source>event ends after the year 2262</source>
        <translation>事件结束时间晚于 2262 年</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-lasts-longer-than-six-days</name>
    <message>
        <source>event lasts longer than six days</source>
        <translation>事件持续时间超过六天</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-skipped</name>
    <message>
        <source>event skipped</source>
        <translation>已跳过该事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-time-ts-is-not-a-number</name>
    <message>
        <source>event time &quot;ts&quot; is not a number</source>
        <translation>事件时间 &quot;ts&quot; 不是数值</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-too-large</name>
    <message>
        <source>event larger than the {limit} limit</source>
        <translation>事件超过 {limit} 的大小上限</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-without-a-phase-ph</name>
    <message>
        <source>event without a phase (&quot;ph&quot;)</source>
        <translation>事件缺少阶段（&quot;ph&quot;）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.event-without-a-time-ts</name>
    <message>
        <source>event without a time (&quot;ts&quot;)</source>
        <translation>事件缺少时间（&quot;ts&quot;）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.events-skipped</name>
    <message>
        <source>events skipped</source>
        <translation>已跳过这些事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.every-complete-event-loaded</name>
    <message>
        <source>every complete event loaded</source>
        <translation>所有完整的事件均已加载</translation>
    </message>
</context>
<context>
    <name>diag.timeline.expected-event-object</name>
    <message>
        <source>expected an event object</source>
        <translation>此处应为事件对象</translation>
    </message>
</context>
<context>
    <name>diag.timeline.file-ends-inside-an-event-the-profiler-stops-writing-at-its-</name>
    <message>
        <source>file ends inside an event (the profiler stops writing at its size limit)</source>
        <translation>文件在某个事件中间结束（profiler 达到大小上限后停止写入）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.file-ends-inside-an-oversized-event</name>
    <message>
        <source>file ends inside an oversized event</source>
        <translation>文件在一个超大事件中间结束</translation>
    </message>
</context>
<context>
    <name>diag.timeline.file-holds-only-whitespace</name>
    <message>
        <source>file holds only whitespace</source>
        <translation>文件只包含空白字符</translation>
    </message>
</context>
<context>
    <name>diag.timeline.file-is-empty</name>
    <message>
        <source>file is empty</source>
        <translation>文件为空</translation>
    </message>
</context>
<context>
    <name>diag.timeline.flow-event-without-an-id</name>
    <message>
        <source>flow event without an id</source>
        <translation>流事件缺少 id</translation>
    </message>
</context>
<context>
    <name>diag.timeline.ignored</name>
    <message>
        <source>ignored</source>
        <translation>已忽略</translation>
    </message>
</context>
<context>
    <name>diag.timeline.json-object-without-a-traceevents-list-not-a-chrome-trace</name>
    <message>
        <source>JSON object without a &quot;traceEvents&quot; list: not a Chrome trace</source>
        <translation>JSON 对象中没有 &quot;traceEvents&quot; 列表：不是 Chrome trace</translation>
    </message>
</context>
<context>
    <name>diag.timeline.malformed-event</name>
    <message>
        <source>malformed event</source>
        <translation>格式错误的事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.malformed-total</name>
    <message>
        <source>{n} malformed events skipped in total</source>
        <translation>共跳过 {n} 个格式错误的事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.metadata-ignored</name>
    <message>
        <source>metadata ignored</source>
        <translation>已忽略该元数据</translation>
    </message>
</context>
<context>
    <name>diag.timeline.missing-comma-between-events</name>
    <message>
        <source>missing comma between events</source>
        <translation>事件之间缺少逗号</translation>
    </message>
</context>
<context>
    <name>diag.timeline.more-problems-of-this-file</name>
    <message>
        <source>{suppressed} more problems of this file are not listed</source>
        <translation>此文件另有 {suppressed} 个问题未列出</translation>
    </message>
</context>
<context>
    <name>diag.timeline.negative-duration</name>
    <message>
        <source>negative duration</source>
        <translation>时长为负</translation>
    </message>
</context>
<context>
    <name>diag.timeline.not-a-regular-file</name>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.not-chrome-trace</name>
    <message>
        <source>not a Chrome trace JSON file (it starts with &quot;{start}&quot;)</source>
        <translation>不是 Chrome trace JSON 文件（开头为 &quot;{start}&quot;）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.not-drawn</name>
    <message>
        <source>not drawn</source>
        <translation>不绘制</translation>
    </message>
</context>
<context>
    <name>diag.timeline.orphan-flows</name>
    <message>
        <source>{n} flow ends without a flow start</source>
        <translation>{n} 个流终点没有对应的流起点</translation>
    </message>
</context>
<context>
    <name>diag.timeline.pair-skipped</name>
    <message>
        <source>pair skipped</source>
        <translation>已跳过该事件对</translation>
    </message>
</context>
<context>
    <name>diag.timeline.phases-not-shown</name>
    <message>
        <source>{n} events of phases StepLens does not show ({phases})</source>
        <translation>{n} 个事件属于 StepLens 不显示的阶段（{phases}）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.read-error</name>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
</context>
<context>
    <name>diag.timeline.read-on</name>
    <message>
        <source>read on</source>
        <translation>继续读取</translation>
    </message>
</context>
<context>
    <name>diag.timeline.rest-of-the-file-ignored</name>
    <message>
        <source>rest of the file ignored</source>
        <translation>已忽略文件其余部分</translation>
    </message>
</context>
<context>
    <name>diag.timeline.skipped-to-the-next-event</name>
    <message>
        <source>skipped to the next event</source>
        <translation>已跳到下一个事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.sort-index-metadata-without-a-numeric-sort-index</name>
    <message>
        <source>sort index metadata without a numeric sort_index</source>
        <translation>排序元数据缺少数值 sort_index</translation>
    </message>
</context>
<context>
    <name>diag.timeline.the-event-list-is-not-closed-the-file-is-cut-short-the-profi</name>
    <message>
        <source>the event list is not closed: the file is cut short (the profiler stops writing at its size limit)</source>
        <translation>事件列表没有闭合：文件被截断（profiler 达到大小上限后停止写入）</translation>
    </message>
</context>
<context>
    <name>diag.timeline.the-members-before-traceevents-are-larger-than-the-read-wind</name>
    <message>
        <source>the members before &quot;traceEvents&quot; are larger than the read window</source>
        <translation>&quot;traceEvents&quot; 之前的成员超过读取窗口大小</translation>
    </message>
</context>
<context>
    <name>diag.timeline.the-timeline-holds-no-events</name>
    <message>
        <source>the timeline holds no events</source>
        <translation>时间线中没有事件</translation>
    </message>
</context>
<context>
    <name>diag.timeline.timeline-loading-cancelled</name>
    <message>
        <source>timeline loading cancelled</source>
        <translation>已取消加载时间线</translation>
    </message>
</context>
<context>
    <name>diag.timeline.too-many-malformed-events</name>
    <message>
        <source>too many malformed events</source>
        <translation>格式错误的事件过多</translation>
    </message>
</context>
<context>
    <name>diag.timeline.too-many-tracks</name>
    <message>
        <source>more than {n} distinct (pid, tid) pairs</source>
        <translation>不同的 (pid, tid) 组合超过 {n} 个</translation>
    </message>
</context>
<context>
    <name>diag.timeline.traceevents-is-not-a-list</name>
    <message>
        <source>&quot;traceEvents&quot; is not a list</source>
        <translation>&quot;traceEvents&quot; 不是列表</translation>
    </message>
</context>
<context>
    <name>diag.timeline.unexpected-character</name>
    <message>
        <source>unexpected character after an event</source>
        <translation>事件之后出现意外字符</translation>
    </message>
</context>
<context>
    <name>diag.timeline.unmatched-ends</name>
    <message>
        <source>{n} &quot;E&quot; events without a matching &quot;B&quot;</source>
        <translation>{n} 个 &quot;E&quot; 事件没有匹配的 &quot;B&quot;</translation>
    </message>
</context>
<context>
    <name>diag.timeline.unterminated</name>
    <message>
        <source>{n} &quot;B&quot; events without an &quot;E&quot; (the file may be cut short)</source>
        <translation>{n} 个 &quot;B&quot; 事件没有 &quot;E&quot;（文件可能被截断）</translation>
    </message>
</context>
<context>
    <name>finding.advice.both-frameworks</name>
    <message>
        <source>With MindSpore: {mindspore} With torch_npu: {torch}</source>
        <translation>MindSpore：{mindspore} torch_npu：{torch}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.basis.averages</name>
    <message>
        <source>one execution of every operator (sum of per-operator averages)</source>
        <translation>每个算子执行一次（各算子平均耗时之和）</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.basis.op-statistic</name>
    <message>
        <source>the total time of the profiled window in {source}</source>
        <translation>{source} 中采集窗口的总时间</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.basis.type-file</name>
    <message>
        <source>AI CPU per-operator averages against the AI Core type file</source>
        <translation>AI CPU 各算子平均耗时与 AI Core 类型文件对比</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.evidence.type</name>
    <message>
        <source>{type}: {time} ({share} of operator time)</source>
        <translation>{type}：{time}（占算子时间的 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.explanation</name>
    <message>
        <source>These operators ran on the AI CPU, usually because the AI Core has no kernel for their data type, shape or attributes. AI CPU kernels are much slower and the AI Core waits for them. Measured on {basis}: {aicpu} on the AI CPU against {aicore} on the AI Core.</source>
        <translation>这些算子运行在 AI CPU 上，通常是因为 AI Core 没有支持其数据类型、形状或属性的 kernel。AI CPU kernel 慢得多，AI Core 还要等待它们。以{basis}计：AI CPU 上 {aicpu}，AI Core 上 {aicore}。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.suggestion</name>
    <message>
        <source>Check why {type} runs on the AI CPU: cast its inputs to a data type the AI Core supports (float16/float32 instead of float64, int32 instead of int64), avoid dynamic shapes around it, or replace it with an equivalent operator that has an AI Core kernel. Operators on the host side of the graph (e.g. in the data pipeline) can move to the dataset map functions.</source>
        <translation>检查 {type} 为何运行在 AI CPU 上：将其输入转换为 AI Core 支持的数据类型（用 float16/float32 代替 float64，用 int32 代替 int64），避免其前后出现动态 shape，或换成有 AI Core kernel 的等价算子。图中 Host 侧的算子（例如数据处理流水线中的）可以移到数据集的 map 函数中。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-fallback.title</name>
    <message>
        <source>AI CPU operators take {share} of operator time ({names})</source>
        <translation>AI CPU 算子占算子时间的 {share}（{names}）</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.longest</name>
    <message>
        <source>the longest AI CPU task ({type}) on the timeline</source>
        <translation>时间线上最长的 AI CPU 任务（{type}）</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.one-task</name>
    <message>
        <source>1 task over {limit}</source>
        <translation>1 个任务超过 {limit}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.tasks</name>
    <message>
        <source>{n} tasks over {limit}</source>
        <translation>{n} 个任务超过 {limit}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.type</name>
    <message>
        <source>{type}: {tasks}, {time} in all, the longest {longest}</source>
        <translation>{type}：{tasks}，共 {time}，最长 {longest}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.type-dtypes</name>
    <message>
        <source>{type}: {tasks}, {time} in all, the longest {longest} with {dtypes} inputs</source>
        <translation>{type}：{tasks}，共 {time}，最长 {longest}，输入为 {dtypes}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.evidence.type-inputs</name>
    <message>
        <source>{type}: {tasks}, {time} in all, the longest {longest} with {dtypes} inputs of shape {shapes}</source>
        <translation>{type}：{tasks}，共 {time}，最长 {longest}，输入为 {dtypes}，形状为 {shapes}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.explanation</name>
    <message>
        <source>An operator runs on the AI CPU when the AI Core has no kernel for its data types, shapes or attributes. AI CPU kernels are far slower and the AI Core work that needs their result waits for them. {source} holds {tasks} AI CPU tasks longer than {limit} over {steps} profiled steps, {time} in all; the longest, {type}, took {longest}.</source>
        <translation>当 AI Core 没有支持某算子数据类型、形状或属性的 kernel 时，该算子会运行在 AI CPU 上。AI CPU kernel 慢得多，依赖其结果的 AI Core 计算要等待它们。{source} 在 {steps} 个采集步中有 {tasks} 个超过 {limit} 的 AI CPU 任务，共 {time}；最长的 {type} 耗时 {longest}。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.suggestion</name>
    <message>
        <source>{dtype} Avoid operators whose output size depends on the data (nonzero, unique, masked_select, boolean indexing) inside the step: their dynamic shapes often have no AI Core kernel. Operators that only prepare data can move into the data pipeline.</source>
        <translation>{dtype}避免在步内使用输出大小取决于数据的算子（nonzero、unique、masked_select、布尔索引）：它们的动态 shape 往往没有 AI Core kernel。只做数据准备的算子可以移到数据处理流水线中。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.suggestion.float64</name>
    <message>
        <source>Their inputs include float64 tensors, which the AI Core does not compute: use float32 or float16 instead.</source>
        <translation>其输入包含 float64 张量，AI Core 不计算 float64：请改用 float32 或 float16。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.suggestion.int64</name>
    <message>
        <source>Their inputs include int64 tensors, which many AI Core kernels do not take: cast indices and masks to int32 before these operators.</source>
        <translation>其输入包含 int64 张量，许多 AI Core kernel 不接受 int64：请在这些算子之前将索引和掩码转换为 int32。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.suggestion.int64-float64</name>
    <message>
        <source>Their inputs include int64 and float64 tensors, which many AI Core kernels do not take: cast indices and masks to int32 and use float32 or float16 instead of float64 before these operators.</source>
        <translation>其输入包含 int64 和 float64 张量，许多 AI Core kernel 不接受：请在这些算子之前将索引和掩码转换为 int32，并用 float32 或 float16 代替 float64。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.suggestion.shape</name>
    <message>
        <source>Give them a data type and shape the AI Core supports (float16, bfloat16, float32, int32), or replace them with an equivalent operator that has an AI Core kernel.</source>
        <translation>为它们提供 AI Core 支持的数据类型和形状（float16、bfloat16、float32、int32），或换成有 AI Core kernel 的等价算子。</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.title.many</name>
    <message>
        <source>{n} operator types run on the AI CPU ({names}): their tasks longer than {limit} take {time} per step</source>
        <translation>{n} 种算子类型运行在 AI CPU 上（{names}）：其中超过 {limit} 的任务每步耗时 {time}</translation>
    </message>
</context>
<context>
    <name>finding.aicpu-operators.title.one</name>
    <message>
        <source>{type} runs on the AI CPU: its tasks longer than {limit} take {time} per step</source>
        <translation>{type} 运行在 AI CPU 上：其中超过 {limit} 的任务每步耗时 {time}</translation>
    </message>
</context>
<context>
    <name>finding.cluster-communication.explanation</name>
    <message>
        <source>Summed over the ranks, {alone} of communication run while no computation does, against {computation} of computation.</source>
        <translation>各 Rank 合计，有 {alone} 的通信在没有任何计算时进行，计算为 {computation}。</translation>
    </message>
</context>
<context>
    <name>finding.cluster-communication.suggestion.dp</name>
    <message>
        <source>Fuse gradients so all-reduce overlaps the backward pass.</source>
        <translation>融合梯度，使 AllReduce 与反向计算重叠。</translation>
    </message>
</context>
<context>
    <name>finding.cluster-communication.suggestion.other</name>
    <message>
        <source>Revisit the parallel strategy (sharding, pipeline stages) so less data crosses devices per step, and fuse small collective operations.</source>
        <translation>重新审视并行策略（切分、流水线 Stage），减少每步跨设备传输的数据量，并融合小的集合通信操作。</translation>
    </message>
</context>
<context>
    <name>finding.cluster-communication.title</name>
    <message>
        <source>Communication not hidden by computation is {share} of the time across {n} ranks</source>
        <translation>在 {n} 个 Rank 上，未被计算掩盖的通信占时间的 {share}</translation>
    </message>
</context>
<context>
    <name>finding.cluster.evidence.rank</name>
    <message>
        <source>rank {rank}</source>
        <translation>Rank {rank}</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.evidence.op</name>
    <message>
        <source>{op}: waited {wait}, moved data for {transit}</source>
        <translation>{op}：等待 {wait}，传输数据 {transit}</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.evidence.peer</name>
    <message>
        <source>rank {rank} reaches the collectives late: its {phase} is {excess} longer than the other ranks&apos;</source>
        <translation>Rank {rank} 迟到达集合通信：其 {phase} 比其他 Rank 长 {excess}</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.explanation</name>
    <message>
        <source>A collective moves data only once every rank of its group has reached it; until then the ranks that came first wait. In {source} this rank&apos;s operations wait {wait} per step and move data for {transit}. So the links are not what slows the communication down: another rank reaches the operations later because it computes more, loads its data more slowly, or its host holds it back. With every rank loaded, the cluster findings compare the ranks and name the slow one.</source>
        <translation>集合通信只有在通信组内每个 Rank 都到达后才开始传输数据；在此之前先到的 Rank 一直等待。在 {source} 中，此 Rank 的通信操作每步等待 {wait}，传输数据 {transit}。因此拖慢通信的不是链路，而是另一个 Rank 到达得更晚：它的计算更多、数据加载更慢，或被其 Host 拖住了。加载全部 Rank 后，集群发现会比较各 Rank 并指出慢的那一个。</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.suggestion.mindspore</name>
    <message>
        <source>Find the rank that arrives late (compare the ranks&apos; step phases) and even out its work: give every rank the same amount of data per step (same sequence lengths, drop_remainder=True), balance the layers between pipeline stages, and keep host work (asnumpy(), printing, data loading) off its critical path.</source>
        <translation>找出晚到的 Rank（比较各 Rank 的步阶段耗时）并均衡其工作量：让每个 Rank 每步处理相同的数据量（相同的序列长度，drop_remainder=True），在流水线各 stage 之间均衡层数，并让 Host 侧工作（asnumpy()、打印、数据加载）不在其关键路径上。</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.suggestion.torch</name>
    <message>
        <source>Find the rank that arrives late (compare the ranks&apos; step phases) and even out its work: give every rank the same amount of data per step (same sequence lengths, drop_last=True), balance the layers between pipeline stages, and keep host work (.item(), printing, data loading) off its critical path.</source>
        <translation>找出晚到的 Rank（比较各 Rank 的步阶段耗时）并均衡其工作量：让每个 Rank 每步处理相同的数据量（相同的序列长度，drop_last=True），在流水线各 stage 之间均衡层数，并让 Host 侧工作（.item()、打印、数据加载）不在其关键路径上。</translation>
    </message>
</context>
<context>
    <name>finding.communication-wait.title</name>
    <message>
        <source>Communication waits for other ranks {wait} per step and moves data for {transit}</source>
        <translation>通信每步等待其他 Rank {wait}，传输数据 {transit}</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.cores.both</name>
    <message>
        <source>{cube} AI Cores and {vector} vector cores</source>
        <translation>{cube} 个 AI Core 和 {vector} 个 Vector Core</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.cores.cube</name>
    <message>
        <source>{cube} AI Cores</source>
        <translation>{cube} 个 AI Core</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.evidence.block-range</name>
    <message>
        <source>{min} to {max}</source>
        <translation>{min} 到 {max}</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.evidence.longest</name>
    <message>
        <source>the longest {type} kernel (inputs {shapes}) on the timeline</source>
        <translation>时间线上最长的 {type} kernel（输入 {shapes}）</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.evidence.longest-kernel</name>
    <message>
        <source>the longest {type} kernel on the timeline</source>
        <translation>时间线上最长的 {type} kernel</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.evidence.type</name>
    <message>
        <source>{type} ({core}): {kernels} on {blocks} blocks of {cores} cores, {time} in all</source>
        <translation>{type}（{core}）：{kernels}，在 {cores} 个核上只用 {blocks} 个 block，共 {time}</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.explanation</name>
    <message>
        <source>A kernel runs as Block Dim blocks, one per core at a time; with fewer blocks than cores the remaining cores wait until it ends. {kernels} of {min} or longer ran on fewer blocks than cores; weighted by their time they leave {idle} of core time per step unused. {source}</source>
        <translation>kernel 以 Block Dim 个 block 运行，每个核同一时刻运行一个；block 数少于核数时，其余的核要等到它结束。有 {kernels} 个 {min} 及以上的 kernel 运行时 block 数少于核数；按耗时加权，每步浪费 {idle} 的核时间。{source}</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.source.inferred</name>
    <message>
        <source>The profile does not record the device&apos;s core counts, so they are inferred: {cores}, the largest Block Dim that a tenth or more of each kind of kernel uses (operators that can spread over every core stop there).</source>
        <translation>性能数据中没有记录设备的核数量，因此为推断值：{cores}，即每类 kernel 中十分之一以上所用的最大 Block Dim（能铺满所有核的算子止于此值）。</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.source.info</name>
    <message>
        <source>The device has {cores} (info.json).</source>
        <translation>设备有 {cores}（info.json）。</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.suggestion</name>
    <message>
        <source>An operator splits its work along one axis; when that axis is short or not a multiple of 16, it makes fewer blocks than there are cores. Give these operators larger or aligned shapes (a larger batch, hidden sizes padded to a multiple of 16, small tensors merged into one), and tune the operators for your shapes with AOE, which chooses tilings that use more cores.</source>
        <translation>算子沿一个轴切分工作；当该轴较短或不是 16 的倍数时，生成的 block 数会少于核数。请为这些算子提供更大或对齐的 shape（更大的 batch、将隐藏层大小补齐到 16 的倍数、将小张量合并为一个），并用 AOE 针对实际 shape 调优算子，它会选择使用更多核的切分方式。</translation>
    </message>
</context>
<context>
    <name>finding.cores-left-idle.title</name>
    <message>
        <source>Kernels that run on fewer blocks than there are cores leave {share} of the core time idle</source>
        <translation>block 数少于核数的 kernel 使 {share} 的核时间空闲</translation>
    </message>
</context>
<context>
    <name>finding.count.kernels</name>
    <message>
        <source>{n} kernels</source>
        <translation>{n} 个 kernel</translation>
    </message>
</context>
<context>
    <name>finding.count.one-kernel</name>
    <message>
        <source>1 kernel</source>
        <translation>1 个 kernel</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.evidence-cpu</name>
    <message>
        <source>{op} uses {cpu} CPU, {per} per worker</source>
        <translation>{op} 占用 CPU {cpu}，每个 worker {per}</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.evidence-host</name>
    <message>
        <source>host queue empty for {empty} of {total} batches</source>
        <translation>{total} 个 batch 中有 {empty} 个取数时 Host 队列为空</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.evidence-op</name>
    <message>
        <source>{op}: input {input}, output {output}, {workers} workers</source>
        <translation>{op}：输入队列 {input}，输出队列 {output}，{workers} 个 worker</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.explanation</name>
    <message>
        <source>The host queue that feeds the device was empty when {empty} of {total} batches were taken ({pct}): the device waits for data. In the data pipeline, {op} is the slow stage: {why}.</source>
        <translation>取 batch 时，为 Device 供数的 Host 队列在 {total} 次中有 {empty} 次为空（{pct}）：Device 在等数据。在数据处理流水线中，{op} 是慢的那一级：{why}。</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.title</name>
    <message>
        <source>Data processing is the bottleneck: {op} ({workers} workers) cannot keep up</source>
        <translation>数据处理是瓶颈：{op}（{workers} 个 worker）跟不上</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.title-one</name>
    <message>
        <source>Data processing is the bottleneck: {op} ({workers} worker) cannot keep up</source>
        <translation>数据处理是瓶颈：{op}（{workers} 个 worker）跟不上</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.why-input</name>
    <message>
        <source>its input queue is {input} full while its output queue is {output} full, so batches pile up in front of it</source>
        <translation>它的输入队列满度为 {input}，而输出队列只有 {output}，batch 堆积在它前面</translation>
    </message>
</context>
<context>
    <name>finding.data-processing-bottleneck.why-output</name>
    <message>
        <source>it fills its output queue only {output} on average</source>
        <translation>它的输出队列平均只有 {output} 满</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.evidence.steps</name>
    <message>
        <source>steps with the most idle time: {steps}</source>
        <translation>空闲时间最多的步：{steps}</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.explanation.many</name>
    <message>
        <source>Free ({source}) is the time inside a step when the device neither computes nor communicates. It waits for the host to launch the next operators, to copy data, or for a synchronisation to return. Averaged over {n} steps it is {free} of a {step} step. Where the profile shows what kept the host busy, the host findings (synchronisation, compilation, garbage collection, data loading) name it.</source>
        <translation>Free（{source}）是步内 Device 既不计算也不通信的时间。它在等待 Host 下发后续算子、拷贝数据，或等待同步返回。按 {n} 步平均，在 {step} 的一步中占 {free}。若性能数据显示了 Host 在忙什么，Host 侧的发现（同步、编译、垃圾回收、数据加载）会指出。</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.explanation.one</name>
    <message>
        <source>Free ({source}) is the time inside a step when the device neither computes nor communicates. It waits for the host to launch the next operators, to copy data, or for a synchronisation to return. In the one profiled step it is {free} of a {step} step. Where the profile shows what kept the host busy, the host findings (synchronisation, compilation, garbage collection, data loading) name it.</source>
        <translation>Free（{source}）是步内 Device 既不计算也不通信的时间。它在等待 Host 下发后续算子、拷贝数据，或等待同步返回。在采集的唯一一步中，{step} 的一步里占 {free}。若性能数据显示了 Host 在忙什么，Host 侧的发现（同步、编译、垃圾回收、数据加载）会指出。</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.suggestion.mindspore</name>
    <message>
        <source>Look at the host side of the step in the timeline (framework rows above the device streams): remove synchronisations from the training step (Tensor.asnumpy(), printing tensors, converting outputs to Python numbers every step), compile the step as a graph (jit) instead of running it op by op, and give the dataset more parallel workers.</source>
        <translation>在时间线中查看该步的 Host 侧（设备流上方的框架行）：去掉训练步中的同步（Tensor.asnumpy()、打印张量、每步把输出转换为 Python 数值），将该步编译为图（jit）而不是逐算子执行，并为数据集增加并行 worker。</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.suggestion.torch</name>
    <message>
        <source>Look at the host side of the step in the timeline (Python and CANN rows above the device streams): remove synchronisations from the training step (.item(), .cpu(), printing or logging tensors, torch.npu.synchronize()), give the DataLoader more workers, and keep the task queue on so operators are launched ahead of the device.</source>
        <translation>在时间线中查看该步的 Host 侧（设备流上方的 Python 和 CANN 行）：去掉训练步中的同步（.item()、.cpu()、打印或记录张量、torch.npu.synchronize()），为 DataLoader 增加 worker，并保持任务队列开启，使算子先于 Device 下发。</translation>
    </message>
</context>
<context>
    <name>finding.device-idle.title</name>
    <message>
        <source>The device idles {free} inside every step ({share}): the host does not keep up</source>
        <translation>Device 在每步中空闲 {free}（{share}）：Host 跟不上</translation>
    </message>
</context>
<context>
    <name>finding.device-send-limit.evidence-queues</name>
    <message>
        <source>all pipeline queues above {full}</source>
        <translation>所有流水线队列满度均高于 {full}</translation>
    </message>
</context>
<context>
    <name>finding.device-send-limit.explanation</name>
    <message>
        <source>Every data-pipeline queue is more than {full} full, so the pipeline has batches ready, yet the host queue was empty for {host} of the batches. The operator that hands batches to the device cannot send them as fast as the pipeline produces them.</source>
        <translation>每个数据流水线队列的满度都超过 {full}，流水线已有准备好的 batch，但 Host 队列在 {host} 的 batch 中为空。负责把 batch 送往 Device 的算子发送速度跟不上流水线的产出速度。</translation>
    </message>
</context>
<context>
    <name>finding.device-send-limit.title</name>
    <message>
        <source>Sending to the device is the limit: every pipeline queue is full, the host queue runs empty</source>
        <translation>瓶颈在于发送到 Device：流水线的每个队列都是满的，Host 队列却经常为空</translation>
    </message>
</context>
<context>
    <name>finding.device-transfer-limit.evidence-device</name>
    <message>
        <source>device queue empty for {empty} of {total} GetNext calls</source>
        <translation>{total} 次 GetNext 调用中有 {empty} 次 Device 队列为空</translation>
    </message>
</context>
<context>
    <name>finding.device-transfer-limit.explanation</name>
    <message>
        <source>The host queue is healthy (empty for only {host} of the batches), yet the device-side queue was empty when {empty} of {total} GetNext calls ran. The data is ready on the host and does not reach the device in time: the host-to-device transfer is the limit.</source>
        <translation>Host 队列状态良好（只有 {host} 的 batch 取数时为空），但在 {total} 次 GetNext 调用中有 {empty} 次 Device 侧队列为空。数据已在 Host 上准备好，却没能及时送到 Device：Host 到 Device 的传输是瓶颈。</translation>
    </message>
</context>
<context>
    <name>finding.device-transfer-limit.title</name>
    <message>
        <source>Batches wait on the host: the device queue was empty for {pct} of GetNext calls</source>
        <translation>batch 滞留在 Host 上：{pct} 的 GetNext 调用时 Device 队列为空</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.evidence.cluster-file</name>
    <message>
        <source>communication_alone of the cluster analysis file</source>
        <translation>集群分析文件中的 communication_alone</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.evidence.op</name>
    <message>
        <source>{op}: {elapse}, of which {transit} moving data and {wait} waiting</source>
        <translation>{op}：{elapse}，其中传输数据 {transit}，等待 {wait}</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.evidence.op-in-step</name>
    <message>
        <source>{op} ({step}): {elapse}, of which {transit} moving data and {wait} waiting</source>
        <translation>{op}（{step}）：{elapse}，其中传输数据 {transit}，等待 {wait}</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.evidence.reduce-streams</name>
    <message>
        <source>reduce streams of the step trace</source>
        <translation>迭代轨迹中的 reduce 流</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.evidence.steps</name>
    <message>
        <source>{source}: steps with the most exposed communication: {steps}</source>
        <translation>{source}：未被掩盖的通信最多的步：{steps}</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.explanation-with-split</name>
    <message>
        <source>{explanation} {split}</source>
        <translation>{explanation}{split}</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.explanation.mean-of</name>
    <message>
        <source> (mean of {n} steps)</source>
        <translation>（{n} 步平均）</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.explanation.v1</name>
    <message>
        <source>Gradient all-reduce that runs while the backward pass is still computing costs nothing; the part that runs after it has finished makes every step longer. Here {exposed} of {total} of communication per step is not hidden behind computation (source: {source}).</source>
        <translation>在反向传播仍在计算时运行的梯度 AllReduce 不耗费额外时间；计算结束后才运行的部分会使每一步变长。此处每步 {total} 的通信中有 {exposed} 未被计算掩盖（来源：{source}）。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.explanation.v2</name>
    <message>
        <source>Communication that runs while the device computes costs nothing; Communication(Not Overlapped) in {source} is the part during which the device does nothing else, so it makes every step longer. Here {exposed} of {total} of communication per step{steps} is not hidden behind computation, in a step of {step}.</source>
        <translation>与 Device 计算同时运行的通信不耗费额外时间；{source} 中的 Communication(Not Overlapped) 是 Device 只在通信的部分，因此会使每一步变长。此处每步{steps} {total} 的通信中有 {exposed} 未被计算掩盖，一步耗时 {step}。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.split.idle</name>
    <message>
        <source>{split}; the rest is idle time inside the operations (launched before their inputs were ready).</source>
        <translation>{split}；其余是通信操作内部的空闲时间（在其输入就绪之前就已下发）。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.split.many</name>
    <message>
        <source>The {ops} operations of {source} spend {transit} of their time moving data and {wait} waiting for the other ranks</source>
        <translation>{source} 中的 {ops} 个通信操作把 {transit} 的时间用于传输数据，{wait} 用于等待其他 Rank</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.split.one</name>
    <message>
        <source>The operation of {source} spends {transit} of its time moving data and {wait} waiting for the other ranks</source>
        <translation>{source} 中的通信操作把 {transit} 的时间用于传输数据，{wait} 用于等待其他 Rank</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.split.transit</name>
    <message>
        <source>{split}: most of it is data transfer, so less or better-overlapped traffic would help.</source>
        <translation>{split}：大部分是数据传输，因此减少流量或更好地与计算重叠会有帮助。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.split.waiting</name>
    <message>
        <source>{split}: most of it is waiting, so the ranks reach the collective at different times (a slower rank, uneven work or data loading) rather than the links being slow.</source>
        <translation>{split}：大部分是等待，因此是各 Rank 到达集合通信的时间不同（某个 Rank 较慢、工作量不均或数据加载），而不是链路慢。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.suggestion.mindspore</name>
    <message>
        <source>Fuse gradients into fewer, larger all-reduce operations so they start earlier and overlap the backward pass; in data parallel, set the fusion split points. In model or pipeline parallel, revisit the sharding strategy so less data crosses devices.</source>
        <translation>将梯度融合为更少、更大的 AllReduce 操作，使其更早开始并与反向传播重叠；数据并行时设置融合切分点。模型并行或流水线并行时，重新考虑切分策略，减少跨设备的数据量。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.suggestion.torch</name>
    <message>
        <source>Let gradient communication overlap the backward pass: with DistributedDataParallel, tune bucket_cap_mb so the first buckets are reduced while later layers still compute; if the operations mostly wait, even out the work per rank (and the data loading) first. In tensor or pipeline parallel, revisit the split so less data crosses devices.</source>
        <translation>让梯度通信与反向传播重叠：使用 DistributedDataParallel 时调整 bucket_cap_mb，使前面的 bucket 在后面的层仍在计算时就完成规约；如果通信操作大多在等待，先均衡各 Rank 的工作量（以及数据加载）。张量并行或流水线并行时，重新考虑切分方式，减少跨设备的数据量。</translation>
    </message>
</context>
<context>
    <name>finding.exposed-communication.title</name>
    <message>
        <source>Communication adds {exposed} to every step ({share})</source>
        <translation>通信使每步增加 {exposed}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.evidence.kind</name>
    <message>
        <source>{kind}: {n} sequences, {time}; the first: {sequence}</source>
        <translation>{kind}：{n} 个序列，{time}；第一个：{sequence}</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.explanation</name>
    <message>
        <source>Each kernel reads its inputs from memory and writes its result back; a fused operator does the whole computation in one pass and launches once. {source} shows, in launch order, sequences of small kernels that Ascend provides as one fused operator; they take {time} per step.</source>
        <translation>每个 kernel 都要从内存读取输入并把结果写回；融合算子一次完成整个计算，只下发一次。{source} 按下发顺序显示了一些小 kernel 序列，昇腾提供了与之对应的融合算子；它们每步耗时 {time}。</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.kind.attention</name>
    <message>
        <source>attention (matmul, softmax, matmul)</source>
        <translation>attention（matmul、softmax、matmul）</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.kind.rms-norm</name>
    <message>
        <source>RMSNorm (square, mean, rsqrt, mul)</source>
        <translation>RMSNorm（square、mean、rsqrt、mul）</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.kind.rotary</name>
    <message>
        <source>rotary embedding (neg, concat, mul, add)</source>
        <translation>旋转位置编码（neg、concat、mul、add）</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.kind.swiglu</name>
    <message>
        <source>SwiGLU (silu, mul)</source>
        <translation>SwiGLU（silu、mul）</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.list</name>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}；{next}</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.replace</name>
    <message>
        <source>the {kind} sequence with {call}</source>
        <translation>包含 {call} 的 {kind} 序列</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.suggestion.mindspore</name>
    <message>
        <source>Replace {list}.</source>
        <translation>替换 {list}。</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.suggestion.torch</name>
    <message>
        <source>Replace {list}.</source>
        <translation>替换 {list}。</translation>
    </message>
</context>
<context>
    <name>finding.fusible-operators.title</name>
    <message>
        <source>{n} kernel sequences per step could each be one fused Ascend operator ({time} per step)</source>
        <translation>每步有 {n} 个 kernel 序列可分别用一个昇腾融合算子实现（每步 {time}）</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.evidence.in-step</name>
    <message>
        <source>a {time} collection in step {step}</source>
        <translation>第 {step} 步中一次 {time} 的回收</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.evidence.pause</name>
    <message>
        <source>a {time} collection</source>
        <translation>一次 {time} 的回收</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.explanation</name>
    <message>
        <source>While Python&apos;s cyclic garbage collector runs, the training loop stops: no operator is launched, and once the queue drains the device waits. The trace holds {n} collections of {limit} or more in {steps}, {time} in all; the longest took {longest}. Collections come when many container objects are created, such as lists of tensors kept for logging.</source>
        <translation>Python 的循环垃圾回收器运行时，训练循环会停下：不下发任何算子，队列排空后 Device 就要等待。trace 中在 {steps} 内有 {n} 次 {limit} 及以上的回收，共 {time}；最长一次耗时 {longest}。创建大量容器对象（例如为记录日志而保存的张量列表）时就会触发回收。</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.one-step</name>
    <message>
        <source>the profiled step</source>
        <translation>采集的这一步</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.steps</name>
    <message>
        <source>{n} profiled steps</source>
        <translation>采集的 {n} 步</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.suggestion</name>
    <message>
        <source>Create fewer long-lived container objects in the loop (keep metrics as tensors or numbers, not growing lists), break reference cycles, and take the collections out of the step: freeze the objects built at start-up so they are no longer scanned, raise the collection thresholds, or disable automatic collection and collect every N steps yourself.</source>
        <translation>在循环中少创建长期存在的容器对象（把指标保存为张量或数值，而不是不断增长的列表），打破引用环，并把回收移出训练步：冻结启动时创建的对象使其不再被扫描，提高回收阈值，或关闭自动回收、每 N 步手动回收一次。</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.title.many</name>
    <message>
        <source>Python&apos;s garbage collector stopped the training loop {n} times, {time} per step</source>
        <translation>Python 垃圾回收器使训练循环停下 {n} 次，每步 {time}</translation>
    </message>
</context>
<context>
    <name>finding.gc-pauses.title.one</name>
    <message>
        <source>Python&apos;s garbage collector stopped the training loop for {time}</source>
        <translation>Python 垃圾回收器使训练循环停下 {time}</translation>
    </message>
</context>
<context>
    <name>finding.heavy-stage.explanation</name>
    <message>
        <source>In pipeline parallelism the slowest stage sets the pace; the others wait in bubbles.</source>
        <translation>在流水线并行中最慢的 Stage 决定节奏，其他 Stage 在气泡中等待。</translation>
    </message>
</context>
<context>
    <name>finding.heavy-stage.suggestion</name>
    <message>
        <source>Move layers from this stage to its neighbours so stages carry similar work.</source>
        <translation>把此 Stage 的部分层移到相邻 Stage，使各 Stage 的工作量相近。</translation>
    </message>
</context>
<context>
    <name>finding.heavy-stage.title</name>
    <message>
        <source>Pipeline stage {stage} has {pct} more FLOPs than the mean stage</source>
        <translation>流水线 Stage {stage} 的 FLOPs 比平均 Stage 多 {pct}</translation>
    </message>
</context>
<context>
    <name>finding.heavy-stage.title.computing</name>
    <message>
        <source>Pipeline stage {stage} computes {pct} longer than the mean stage ({value} against {mean})</source>
        <translation>流水线 Stage {stage} 的计算比平均 Stage 长 {pct}（{value}，平均为 {mean}）</translation>
    </message>
</context>
<context>
    <name>finding.host-cpu-busy.evidence</name>
    <message>
        <source>whole-machine CPU {pct} % busy</source>
        <translation>整机 CPU 忙碌 {pct} %</translation>
    </message>
</context>
<context>
    <name>finding.host-cpu-busy.explanation</name>
    <message>
        <source>Averaged over {samples} samples taken during the steps, the machine&apos;s CPUs were idle only {idle} % of the time. Data processing runs on these cores: when they are saturated, more pipeline workers only compete for them.</source>
        <translation>在训练步期间采集的 {samples} 个样本平均来看，本机 CPU 只有 {idle} % 的时间空闲。数据处理运行在这些核上：核已饱和时，增加流水线 worker 只会互相争抢。</translation>
    </message>
</context>
<context>
    <name>finding.host-cpu-busy.suggestion</name>
    <message>
        <source>Cut the CPU work per batch: use the C++ transforms instead of Python ones, cache decoded or pre-processed data, move augmentations that can run on the device there, and keep other processes off the training host.</source>
        <translation>减少每个 batch 的 CPU 工作量：用 C++ 变换代替 Python 变换，缓存解码或预处理后的数据，把能在 Device 上做的数据增强移到 Device 上，并让其他进程远离训练主机。</translation>
    </message>
</context>
<context>
    <name>finding.host-cpu-busy.title</name>
    <message>
        <source>The host CPU is {pct} % busy while training</source>
        <translation>训练期间 Host CPU 忙碌 {pct} %</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.calls</name>
    <message>
        <source>{n} calls</source>
        <translation>{n} 次调用</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.env</name>
    <message>
        <source> and ASCEND_LAUNCH_BLOCKING is 1</source>
        <translation>，且 ASCEND_LAUNCH_BLOCKING 为 1</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.evidence.api</name>
    <message>
        <source>api_statistic.csv: {api}, {calls}, {time}</source>
        <translation>api_statistic.csv：{api}，{calls}，{time}</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.evidence.site</name>
    <message>
        <source>{where}: {calls}, blocked {time}</source>
        <translation>{where}：{calls}，阻塞 {time}</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.evidence.site-op</name>
    <message>
        <source>{where} ({op}): {calls}, blocked {time}</source>
        <translation>{where}（{op}）：{calls}，阻塞 {time}</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.explanation</name>
    <message>
        <source>A synchronisation blocks the host until the device has run everything queued; reading a value from the device (.item(), asnumpy(), printing a tensor) makes one. While it waits the host prepares nothing, so the next step&apos;s data and operators reach the device late and it idles. There are {calls} synchronisations per step, {time} of a {step} step (measured from {source}).{sites}</source>
        <translation>同步会阻塞 Host，直到 Device 执行完所有已排队的任务；从 Device 读取数值（.item()、asnumpy()、打印张量）就会产生一次同步。等待期间 Host 什么也不准备，因此下一步的数据和算子晚到 Device，Device 空闲。每步有 {calls} 次同步，在 {step} 的一步中占 {time}（由 {source} 测得）。{sites}</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.explanation.blocking</name>
    <message>
        <source>{explanation} {ratio} of the kernel launches are followed at once by a synchronisation{env}: launches are blocking, each one waits for its kernel to end.</source>
        <translation>{explanation}{ratio} 的 kernel 下发之后紧接着一次同步{env}：下发是阻塞的，每次都要等其 kernel 结束。</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.explanation.site</name>
    <message>
        <source> The Python function that waits longest is {site}.</source>
        <translation> 等待最久的 Python 函数是 {site}。</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.one-call</name>
    <message>
        <source>1 call</source>
        <translation>1 次调用</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.source.api-statistic</name>
    <message>
        <source>api_statistic.csv, over the whole profiled window</source>
        <translation>api_statistic.csv，整个采集窗口</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.source.trace</name>
    <message>
        <source>the trace, inside the profiled steps</source>
        <translation>trace，采集的各步之内</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.suggestion.blocking</name>
    <message>
        <source>Unset ASCEND_LAUNCH_BLOCKING (it is for debugging only): with it, every launch waits for its kernel. {advice}</source>
        <translation>取消设置 ASCEND_LAUNCH_BLOCKING（仅用于调试）：设置后，每次下发都要等待其 kernel 完成。{advice}</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.suggestion.mindspore</name>
    <message>
        <source>Take the reads off the step: Tensor.asnumpy(), printing a tensor or turning it into a Python number wait for the device. Keep running values on the device and read them every N steps; in graph mode return them from the step instead of printing inside it.</source>
        <translation>把读取移出训练步：Tensor.asnumpy()、打印张量或将其转换为 Python 数值都要等待 Device。将累计值保留在 Device 上，每 N 步读取一次；图模式下从训练步返回这些值，而不是在步内打印。</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.suggestion.torch</name>
    <message>
        <source>Take the reads off the step: .item(), .cpu(), .tolist(), printing a tensor or turning it into a Python number wait for the device, as does torch.npu.synchronize(). Keep running values on the device and read them every N steps.</source>
        <translation>把读取移出训练步：.item()、.cpu()、.tolist()、打印张量或将其转换为 Python 数值都要等待 Device，torch.npu.synchronize() 也是如此。将累计值保留在 Device 上，每 N 步读取一次。</translation>
    </message>
</context>
<context>
    <name>finding.host-synchronisation.title</name>
    <message>
        <source>The host waits for the device {time} per step ({share}) in synchronisations</source>
        <translation>Host 每步在同步中等待 Device {time}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.host-to-device-transfer.explanation</name>
    <message>
        <source>This run reads batches through the dataset iterator, so every step waits while its batch is copied to the device. In sink mode the data is sent ahead through a device queue and the copy overlaps computation. How much of the {gap} gap this would save cannot be told from this data.</source>
        <translation>本次运行通过数据集迭代器读取 batch，因此每一步都要等自己的 batch 拷贝到 Device。数据下沉模式下，数据经 Device 队列提前发送，拷贝与计算重叠。从这些数据无法判断能节省 {gap} 迭代间隙中的多少。</translation>
    </message>
</context>
<context>
    <name>finding.host-to-device-transfer.title</name>
    <message>
        <source>Not in dataset sink mode: each step hands its batch to the device itself</source>
        <translation>未使用数据下沉模式：每一步都自己把 batch 交给 Device</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.evidence.all-steps</name>
    <message>
        <source>all {n} steps: median gap {median}, p90 {p90}</source>
        <translation>全部 {n} 步：间隙中位数 {median}，p90 {p90}</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.evidence.worst-steps</name>
    <message>
        <source>{longest}: steps {steps}</source>
        <translation>{longest}：第 {steps} 步</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.explanation</name>
    <message>
        <source>The iteration gap is the time from the end of one step to the start of the next forward pass. The device does no work then: it waits for the next batch to arrive. Averaged over {n} steps it is {gap} of a {step} step. The findings about the data pipeline and the queues below say where the batch is held up.</source>
        <translation>迭代间隙是从上一步结束到下一步前向开始的时间。此时 Device 不工作：它在等待下一个 batch 到达。按 {n} 步平均，在 {step} 的一步中占 {gap}。下面关于数据处理流水线和队列的发现会说明 batch 卡在哪里。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.longest-gaps</name>
    <message>
        <source>longest gaps</source>
        <translation>最长的间隙</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.longest-preparing</name>
    <message>
        <source>longest Preparing</source>
        <translation>最长的 Preparing</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.preparing.evidence.all-steps</name>
    <message>
        <source>all {n} steps: median Preparing {median}, p90 {p90}</source>
        <translation>全部 {n} 步：Preparing 中位数 {median}，p90 {p90}</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.preparing.evidence.one-step</name>
    <message>
        <source>the one step: Preparing {median}</source>
        <translation>唯一的一步：Preparing {median}</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.preparing.explanation.many</name>
    <message>
        <source>Preparing ({source}) is the time from the start of a step on the host to the first computation or communication task on the device: loading and copying the batch, and launching the first operators. The device does no work then. Averaged over {n} steps it is {preparing} of a {step} step (Preparing + Computing + Communication(Not Overlapped) + Free).</source>
        <translation>Preparing（{source}）是从 Host 上一步开始到 Device 上第一个计算或通信任务的时间：加载和拷贝 batch，并下发最初的算子。此时 Device 不工作。按 {n} 步平均，在 {step} 的一步中占 {preparing}（Preparing + Computing + Communication(Not Overlapped) + Free）。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.preparing.explanation.one</name>
    <message>
        <source>Preparing ({source}) is the time from the start of a step on the host to the first computation or communication task on the device: loading and copying the batch, and launching the first operators. The device does no work then. In the one profiled step it is {preparing} of a {step} step (Preparing + Computing + Communication(Not Overlapped) + Free).</source>
        <translation>Preparing（{source}）是从 Host 上一步开始到 Device 上第一个计算或通信任务的时间：加载和拷贝 batch，并下发最初的算子。此时 Device 不工作。在采集的唯一一步中，{step} 的一步里占 {preparing}（Preparing + Computing + Communication(Not Overlapped) + Free）。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.preparing.title</name>
    <message>
        <source>Steps spend {preparing} before the first device task ({share} of the step)</source>
        <translation>各步在第一个 Device 任务之前花费 {preparing}（占步的 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.suggestion.mindspore</name>
    <message>
        <source>Make the input pipeline keep up (see the data-pipeline and queue findings), and train in dataset sink mode so batches are sent to the device ahead of the step.</source>
        <translation>让输入流水线跟上（见数据处理流水线和队列的发现），并以数据下沉模式训练，使 batch 在步开始前送到 Device。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.suggestion.sink</name>
    <message>
        <source>Make the input pipeline keep up: see the data-pipeline and queue findings for the operator that holds batches back.</source>
        <translation>让输入流水线跟上：数据处理流水线和队列的发现会指出拖住 batch 的算子。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.suggestion.torch</name>
    <message>
        <source>Make the input pipeline keep up: give the DataLoader more workers, pin host memory and copy batches asynchronously so the next batch is on the device when the step starts.</source>
        <translation>让输入流水线跟上：为 DataLoader 增加 worker，使用锁页内存并异步拷贝 batch，使下一个 batch 在步开始时已在 Device 上。</translation>
    </message>
</context>
<context>
    <name>finding.iteration-gap.title</name>
    <message>
        <source>Steps wait {gap} for data ({share} of the step)</source>
        <translation>各步等待数据 {gap}（占步的 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.cause.hccs</name>
    <message>
        <source>The transfers are large, so the links themselves are slow: check the HCCS configuration of the server and whether other processes use the same devices.</source>
        <translation>传输量大，说明链路本身慢：检查服务器的 HCCS 配置，以及是否有其他进程使用相同的设备。</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.cause.pcie</name>
    <message>
        <source>The transfers are large, so the PCIe links are slow: host-device copies or other devices behind the same PCIe switch compete for them.</source>
        <translation>传输量大，说明 PCIe 链路慢：Host 与 Device 之间的拷贝或同一 PCIe 交换机下的其他设备在争用链路。</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.cause.rdma</name>
    <message>
        <source>The transfers are large, so the network itself is slow: check the switch and NIC configuration (RoCE priority flow control, the traffic class HCCL_RDMA_TC and service level HCCL_RDMA_SL) and other jobs sharing the links.</source>
        <translation>传输量大，说明网络本身慢：检查交换机和网卡配置（RoCE 优先级流控、流量类别 HCCL_RDMA_TC 和服务等级 HCCL_RDMA_SL）以及共用链路的其他作业。</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.cause.small</name>
    <message>
        <source>Only {large} of its transfers are large ({size} or more), so the rate is held down by small transfers rather than by the link: see the small-transfer finding.</source>
        <translation>只有 {large} 的传输是大传输（{size} 及以上），因此速率是被小传输而不是链路拖低的：见小传输的发现。</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.evidence.slowest</name>
    <message>
        <source>the slowest {transport} operation, {op}: {rate}</source>
        <translation>最慢的 {transport} 操作 {op}：{rate}</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.explanation</name>
    <message>
        <source>{source} records {size} moved over {transport} in {time} of link time: {rate} per link, below {limit} of the {expected} such a link is expected to reach. {cause}</source>
        <translation>{source} 记录了在 {time} 的链路时间内经 {transport} 传输了 {size}：每条链路 {rate}，低于此类链路预期 {expected} 的 {limit}。{cause}</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.suggestion</name>
    <message>
        <source>If the transfers are small, make them larger (see the small-transfer finding). Otherwise check the links on the host: their state and speed, and whether another job shares them. The expected rates are thresholds you can set for your hardware.</source>
        <translation>如果传输很小，就把它们变大（见小传输的发现）。否则检查 Host 上的链路：状态和速率，以及是否有其他作业共用。预期速率是可以按硬件设置的阈值。</translation>
    </message>
</context>
<context>
    <name>finding.low-bandwidth.title</name>
    <message>
        <source>{transport} transfers reach {rate}, {share} of the {expected} the link should give</source>
        <translation>{transport} 传输达到 {rate}，为链路应有 {expected} 的 {share}</translation>
    </message>
</context>
<context>
    <name>finding.low-flops-rank.explanation</name>
    <message>
        <source>Its operators reach a lower throughput than the other ranks&apos;: a slower device, thermal limits or a different operator mix on this rank.</source>
        <translation>其算子吞吐低于其他 Rank：设备较慢、温度受限，或此 Rank 的算子构成不同。</translation>
    </message>
</context>
<context>
    <name>finding.low-flops-rank.suggestion</name>
    <message>
        <source>Compare this rank&apos;s operator table with another rank&apos;s (steplens compare) to see which operators run slower, and check the device&apos;s health.</source>
        <translation>将此 Rank 的算子表与另一个 Rank 比较（steplens compare），找出哪些算子更慢，并检查设备健康状态。</translation>
    </message>
</context>
<context>
    <name>finding.low-flops-rank.title</name>
    <message>
        <source>Rank {rank} computes {pct} fewer FLOPS than the mean</source>
        <translation>Rank {rank} 的计算 FLOPS 比平均低 {pct}</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.evidence.cube</name>
    <message>
        <source>{type} ({core}): {kernels}, {time}; memory loads busy {mte2} of the time, the cube {compute}</source>
        <translation>{type}（{core}）：{kernels}，{time}；内存搬入忙 {mte2} 的时间，Cube 单元 {compute}</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.evidence.longest</name>
    <message>
        <source>the longest {type} kernel (inputs {shapes}) on the timeline</source>
        <translation>时间线上最长的 {type} kernel（输入 {shapes}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.evidence.longest-kernel</name>
    <message>
        <source>the longest {type} kernel on the timeline</source>
        <translation>时间线上最长的 {type} kernel</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.evidence.vector</name>
    <message>
        <source>{type} ({core}): {kernels}, {time}; memory loads busy {mte2} of the time, the vector unit {compute}</source>
        <translation>{type}（{core}）：{kernels}，{time}；内存搬入忙 {mte2} 的时间，Vector 单元 {compute}</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.explanation</name>
    <message>
        <source>{source} gives, for each kernel, the share of its time each unit of the core was busy. In these kernels the unit that loads data from global memory (MTE2) was busy {cube} or more of the time (cube kernels; {vector} for vector kernels) while the compute unit was not: they are bound by memory traffic, {perStep} per step. Faster arithmetic will not shorten them; reading fewer bytes will. Compute-bound kernels, by contrast, take {computeBound} of the compute time. Element-wise operators are memory-bound by nature, so the remedy is usually to fuse them; a matrix multiplication here points at shapes too small or unaligned to feed the cube unit.</source>
        <translation>{source} 给出了每个 kernel 中核内各单元忙碌的时间占比。在这些 kernel 中，从全局内存搬入数据的单元（MTE2）忙碌 {cube} 及以上的时间（Cube kernel；Vector kernel 为 {vector}），而计算单元并不忙：它们受内存访问限制，每步 {perStep}。更快的运算不会缩短它们，读取更少的字节才会。相比之下，受计算限制的 kernel 占计算时间的 {computeBound}。逐元素算子天然受内存限制，通常的办法是融合它们；矩阵乘出现在这里则说明 shape 太小或未对齐，喂不饱 Cube 单元。</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.suggestion.mindspore</name>
    <message>
        <source>Read each tensor fewer times: let the compiler fuse chains of element-wise operators (jit level O1), use the fused optimizers and normalisations, keep tensors in float16 or bfloat16 end to end instead of casting back and forth, and avoid layout conversions (TransData, Transpose) between operators.</source>
        <translation>减少每个张量的读取次数：让编译器融合逐元素算子链（jit level O1），使用融合的优化器和归一化，全程保持 float16 或 bfloat16 而不是来回转换，并避免算子之间的格式转换（TransData、Transpose）。</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.suggestion.torch</name>
    <message>
        <source>Read each tensor fewer times: use torch_npu&apos;s fused optimizers and fused operators (RMSNorm, SwiGLU, attention) instead of chains of element-wise operators, keep tensors in float16 or bfloat16 end to end instead of casting back and forth, and avoid layout conversions (TransData, Transpose) between operators.</source>
        <translation>减少每个张量的读取次数：使用 torch_npu 的融合优化器和融合算子（RMSNorm、SwiGLU、attention）代替逐元素算子链，全程保持 float16 或 bfloat16 而不是来回转换，并避免算子之间的格式转换（TransData、Transpose）。</translation>
    </message>
</context>
<context>
    <name>finding.memory-bound-kernels.title</name>
    <message>
        <source>{share} of the compute time is in kernels that wait for data from memory</source>
        <translation>{share} 的计算时间花在等待内存数据的 kernel 上</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.explanation</name>
    <message>
        <source>Device memory is nearly full: {component} reached {held} at {time}{step} ({source}). A larger batch, a longer sequence or anything that keeps more activations would fail with out-of-memory, and near the limit the allocator frees cached blocks and retries before it can serve a request, which costs time.</source>
        <translation>Device 内存接近用满：{component} 在 {time}{step} 达到 {held}（{source}）。更大的 batch、更长的序列或任何会保留更多激活值的改动都会因内存不足而失败；而且接近上限时，分配器要先释放缓存块并重试才能满足请求，这会耗费时间。</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.explanation-alive</name>
    <message>
        <source>{explanation} At the allocated peak ({allocated} at {time}) {count} blocks of operator_memory were held, {alive} in all; the largest are listed as evidence.</source>
        <translation>{explanation}在已分配峰值时（{time} 时 {allocated}），operator_memory 中有 {count} 个内存块被占用，共 {alive}；最大的几个列为证据。</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.source.file</name>
    <message>
        <source>the device memory size is from {file}</source>
        <translation>Device 内存大小取自 {file}</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.source.user</name>
    <message>
        <source>the device memory size is the one set in the device_memory_mb threshold</source>
        <translation>Device 内存大小取自阈值 device_memory_mb 的设置</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.suggestion.mindspore</name>
    <message>
        <source>Lower the peak where it is set: recompute the cells that keep the most activations (Cell.recompute()), train in mixed precision, shard the optimizer states across data parallel ranks (enable_parallel_optimizer), or lower the batch size and accumulate gradients. mindspore.runtime.set_memory(max_size=...) bounds the memory pool so that HCCL and the other components keep room.</source>
        <translation>在峰值产生处降低峰值：对保留激活值最多的 Cell 做重计算（Cell.recompute()），使用混合精度训练，将优化器状态切分到各数据并行 Rank（enable_parallel_optimizer），或减小 batch 并累积梯度。mindspore.runtime.set_memory(max_size=...) 可限制内存池大小，为 HCCL 等组件留出空间。</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.suggestion.torch</name>
    <message>
        <source>Lower the peak where it is set: recompute the activations of the layers alive at the peak (torch.utils.checkpoint), keep activations in bf16 or fp16, shard optimizer states and gradients (ZeRO, FSDP), or lower the micro-batch and accumulate gradients. torch_npu.npu.set_per_process_memory_fraction keeps room for HCCL and the other components.</source>
        <translation>在峰值产生处降低峰值：对峰值时仍存活的层的激活值做重计算（torch.utils.checkpoint），以 bf16 或 fp16 保存激活值，切分优化器状态和梯度（ZeRO、FSDP），或减小 micro-batch 并累积梯度。torch_npu.npu.set_per_process_memory_fraction 可为 HCCL 等组件留出空间。</translation>
    </message>
</context>
<context>
    <name>finding.memory-near-capacity.title</name>
    <message>
        <source>At its peak the rank holds {held} of the device&apos;s {capacity} ({share})</source>
        <translation>峰值时此 Rank 占用了 Device {capacity} 中的 {held}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.evidence</name>
    <message>
        <source>{allocator} at its allocated peak ({time}): {allocated} allocated, {reserved} reserved</source>
        <translation>{allocator} 已分配峰值时（{time}）：已分配 {allocated}，已预留 {reserved}</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.evidence-other</name>
    <message>
        <source>{allocator}: {gap} reserved beyond {allocated} at its peak ({share})</source>
        <translation>{allocator}：峰值时在已分配的 {allocated} 之外还预留了 {gap}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.explanation</name>
    <message>
        <source>When {allocator} had handed out the most, {allocated} at {time}{step}, it had reserved {reserved} from the device: {gap} ({share}) sat in its cache without a tensor in it. Caching saves device calls, but a gap this large at the peak means freed blocks did not fit the requests that followed (blocks split into sizes that no longer match: fragmentation) or were kept from an earlier, larger phase. Its reserved memory reached {peakReserved}. Memory held this way is missing when a larger batch or another component needs it.</source>
        <translation>{allocator} 分配最多时（{time}{step} 时 {allocated}），已从 Device 预留 {reserved}：其中 {gap}（{share}）在缓存中空闲，没有张量。缓存可以减少设备调用，但峰值时空隙这么大，说明释放的块不适合之后的请求（块被切成不再匹配的大小：碎片化），或是保留自更早、更大的阶段。其预留内存最高达到 {peakReserved}。以这种方式占用的内存，在更大的 batch 或其他组件需要时就不够用了。</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.not-set</name>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.suggestion-with-setting</name>
    <message>
        <source>{suggestion} This run had {name}={value}.</source>
        <translation>{suggestion}本次运行中 {name}={value}。</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.suggestion.mindspore</name>
    <message>
        <source>Let the memory pool map device memory virtually, so that freed space is defragmented and reused whatever the request sizes: MS_ALLOC_CONF=&quot;enable_vmm:True&quot; (on by default where the driver supports it; check that it was not turned off). In graph mode, static memory reuse plans the whole graph&apos;s memory ahead (mindspore.runtime.set_memory(optimize_level=&quot;O1&quot;)).</source>
        <translation>让内存池以虚拟方式映射 Device 内存，使释放的空间无论请求大小都能整理并复用：MS_ALLOC_CONF=&quot;enable_vmm:True&quot;（驱动支持时默认开启；请确认没有被关闭）。图模式下，静态内存复用会预先规划整张图的内存（mindspore.runtime.set_memory(optimize_level=&quot;O1&quot;)）。</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.suggestion.torch</name>
    <message>
        <source>Let the caching allocator grow segments in place, so that freed space can serve requests of any size: PYTORCH_NPU_ALLOC_CONF=expandable_segments:True (Ascend HDK 23.0.0 or later). Without it, stop large blocks from being split with max_split_size_mb (above 20; try the size of the largest tensors in the operator table) and return unused cached blocks early with garbage_collection_threshold (e.g. 0.8, together with torch_npu.npu.set_per_process_memory_fraction); these two are not combined with expandable_segments.</source>
        <translation>让缓存分配器原地扩展内存段，使释放的空间能满足任意大小的请求：PYTORCH_NPU_ALLOC_CONF=expandable_segments:True（需 Ascend HDK 23.0.0 或更高版本）。不使用它时，用 max_split_size_mb（大于 20；可尝试算子表中最大张量的大小）阻止大块被切分，并用 garbage_collection_threshold（例如 0.8，配合 torch_npu.npu.set_per_process_memory_fraction）尽早归还未使用的缓存块；这两项不与 expandable_segments 同时使用。</translation>
    </message>
</context>
<context>
    <name>finding.memory-reserved-gap.title</name>
    <message>
        <source>{allocator} has {gap} reserved but unused at its peak ({share} of what it reserved)</source>
        <translation>{allocator} 峰值时有 {gap} 已预留但未使用（占其预留量的 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.explanation</name>
    <message>
        <source>At the peak ({peak} at {time}) {size} is held by blocks that live less than {life} ({pct} of {window}): temporaries of single operators, not tensors the model keeps. Had they not been alive at the same moment as everything else, the peak would be up to {size} lower. By operator: {top}.</source>
        <translation>峰值时（{time} 时 {peak}），有 {size} 被生命周期短于 {life}（{window} 的 {pct}）的内存块占用：这些是单个算子的临时内存，而不是模型保留的张量。如果它们不与其他内存同时存活，峰值最多可降低 {size}。按算子：{top}。</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.suggestion.foreach</name>
    <message>
        <source>Most of it is the optimizer&apos;s multi-tensor update (_foreach_ operators), which holds a temporary for every parameter of a group at once. foreach=False updates one parameter at a time and lowers the peak by about that much, at some cost in optimizer time; alternatively, step the optimizer when fewer activations are alive (free the loss and outputs before optimizer.step()).</source>
        <translation>其中大部分是优化器的多张量更新（_foreach_ 算子），它会同时为一个参数组的每个参数保留临时内存。foreach=False 一次更新一个参数，可使峰值降低约这么多，但会增加一些优化器时间；或者在存活激活值较少时执行优化器（在 optimizer.step() 之前释放 loss 和输出）。</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.suggestion.mindspore</name>
    <message>
        <source>Look at these operators in the timeline (the evidence jumps to them): recompute the cells around them (Cell.recompute()) so fewer activations are alive when they run, or split the work into smaller micro-batches with gradient accumulation.</source>
        <translation>在时间线中查看这些算子（证据可跳转到它们）：对其周围的 Cell 做重计算（Cell.recompute()），使它们运行时存活的激活值更少，或者用梯度累积把工作拆成更小的 micro-batch。</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.suggestion.torch</name>
    <message>
        <source>Look at these operators in the timeline (the evidence jumps to them): split their work into chunks, use in-place variants where the input is not needed again, or move them away from the moment most activations are alive (recompute that region with torch.utils.checkpoint, or drop references to tensors earlier).</source>
        <translation>在时间线中查看这些算子（证据可跳转到它们）：把它们的工作拆成小块，在输入不再需要时使用原地（in-place）版本，或把它们移离激活值存活最多的时刻（用 torch.utils.checkpoint 对该区域重计算，或更早释放对张量的引用）。</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.title.many</name>
    <message>
        <source>{count} short-lived blocks, {size} in all, are part of the peak ({share} of it)</source>
        <translation>{count} 个短生命周期内存块共 {size}，是峰值的一部分（占 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.title.one</name>
    <message>
        <source>A short-lived block of {size} is part of the peak ({share} of it)</source>
        <translation>一个 {size} 的短生命周期内存块是峰值的一部分（占 {share}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.window.capture</name>
    <message>
        <source>the capture ({length})</source>
        <translation>整个采集（{length}）</translation>
    </message>
</context>
<context>
    <name>finding.memory-transient-peak.window.step</name>
    <message>
        <source>step {step} ({length})</source>
        <translation>第 {step} 步（{length}）</translation>
    </message>
</context>
<context>
    <name>finding.memory.evidence.alive-block</name>
    <message>
        <source>{name}: {size} held from {from} for {life}</source>
        <translation>{name}：{size}，从 {from} 起占用 {life}</translation>
    </message>
</context>
<context>
    <name>finding.memory.evidence.peak-step</name>
    <message>
        <source>the peak falls in step {step}</source>
        <translation>峰值出现在第 {step} 步</translation>
    </message>
</context>
<context>
    <name>finding.memory.evidence.peak-time</name>
    <message>
        <source>the peak: {mb} ({component}) at {time}</source>
        <translation>峰值：{time} 时 {mb}（{component}）</translation>
    </message>
</context>
<context>
    <name>finding.memory.in-step</name>
    <message>
        <source> in step {step}</source>
        <translation>，在第 {step} 步</translation>
    </message>
</context>
<context>
    <name>finding.mixed-precision.evidence-share</name>
    <message>
        <source>forward+backward {fpbp} per step ({share}, threshold {limit})</source>
        <translation>前向+反向每步 {fpbp}（占 {share}，阈值 {limit}）</translation>
    </message>
</context>
<context>
    <name>finding.mixed-precision.explanation</name>
    <message>
        <source>Forward and backward computation take {fpbp} of the {step} step, and the compute-bound operators ({ops} convolutions and matrix products) mostly read float32 inputs. The AI Core&apos;s matrix units are built for float16; automatic mixed precision casts them to float16 and keeps float32 where it matters for accuracy (loss, batch-norm statistics, the optimizer).</source>
        <translation>前向和反向计算占 {step} 一步中的 {fpbp}，而计算密集型算子（{ops} 个卷积和矩阵乘）大多读取 float32 输入。AI Core 的矩阵单元为 float16 设计；自动混合精度把它们转为 float16，并在影响精度的地方（loss、batch-norm 统计量、优化器）保留 float32。</translation>
    </message>
</context>
<context>
    <name>finding.mixed-precision.suggestion</name>
    <message>
        <source>Train with automatic mixed precision: amp_level=&quot;O2&quot; (float16 compute with float32 batch-norm and loss scaling) or &quot;O3&quot; (everything float16). Check the loss curve after the change.</source>
        <translation>使用自动混合精度训练：amp_level=&quot;O2&quot;（float16 计算，batch-norm 与 loss scaling 保持 float32）或 &quot;O3&quot;（全部 float16）。修改后请检查 loss 曲线。</translation>
    </message>
</context>
<context>
    <name>finding.mixed-precision.title</name>
    <message>
        <source>Compute runs in float32: {float32} of convolution/matmul time, while forward+backward is {fpbp} of the step</source>
        <translation>计算以 float32 运行：占卷积/矩阵乘时间的 {float32}，而前向+反向占步的 {fpbp}</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.evidence.api</name>
    <message>
        <source>api_statistic.csv: {call}, {n} calls, {time}</source>
        <translation>api_statistic.csv：{call}，{n} 次调用，{time}</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.evidence.longest</name>
    <message>
        <source>the longest {call} call: {time}</source>
        <translation>最长的 {call} 调用：{time}</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.explanation</name>
    <message>
        <source>{call} compiles an operator for the shapes it meets, or looks up a kernel compiled before, and then runs it. Meanwhile the host launches nothing else, so the device runs out of work. There are {calls} such calls per step, {time} of host time in a {step} step (measured from {source}).</source>
        <translation>{call} 会按遇到的 shape 编译算子，或查找之前编译好的 kernel，然后执行。在此期间 Host 不下发其他任务，Device 就没有活干。每步有 {calls} 次这样的调用，在 {step} 的一步中占 Host 时间 {time}（由 {source} 测得）。</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.explanation.dynamic</name>
    <message>
        <source>{explanation} {source} marks {dynamic} of {all} kernels as dynamic-shape (OP State): compiled for changing shapes rather than fixed ones.</source>
        <translation>{explanation}{source} 将 {all} 个 kernel 中的 {dynamic} 个标记为动态 shape（OP State）：按变化的 shape 而不是固定的 shape 编译。</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.source.api-statistic</name>
    <message>
        <source>api_statistic.csv, over the whole profiled window</source>
        <translation>api_statistic.csv，整个采集窗口</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.source.trace</name>
    <message>
        <source>the trace, inside the profiled steps</source>
        <translation>trace，采集的各步之内</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.suggestion.mindspore</name>
    <message>
        <source>Keep the input shapes fixed from step to step: bucket or pad variable-length inputs to a few lengths, drop the short last batch, and declare the axes that must vary once with Cell.set_inputs so the graph is compiled once instead of per shape.</source>
        <translation>保持各步的输入 shape 固定：把变长输入分桶或补齐到少数几种长度，丢弃最后不足的 batch，并用 Cell.set_inputs 一次性声明必须变化的轴，使图只编译一次而不是每种 shape 编译一次。</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.suggestion.torch</name>
    <message>
        <source>Let torch_npu run the precompiled operator binaries instead of compiling online (set_compile_mode(jit_compile=False)), and keep the input shapes fixed from step to step: pad variable-length inputs to a few bucket lengths and drop the short last batch.</source>
        <translation>让 torch_npu 运行预编译的算子二进制而不是在线编译（set_compile_mode(jit_compile=False)），并保持各步的输入 shape 固定：把变长输入补齐到少数几种分桶长度，并丢弃最后不足的 batch。</translation>
    </message>
</context>
<context>
    <name>finding.operator-compilation.title</name>
    <message>
        <source>Operators are compiled while the step runs: {time} of host time per step ({share})</source>
        <translation>算子在步执行期间编译：每步占 Host 时间 {time}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.evidence.p2p</name>
    <message>
        <source>{op}: waited {wait}</source>
        <translation>{op}：等待 {wait}</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.evidence.steps</name>
    <message>
        <source>steps with the largest Bubble: {steps}</source>
        <translation>Bubble 最大的步：{steps}</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.explanation</name>
    <message>
        <source>In pipeline parallel each stage waits for the activations of the stage before it and the gradients of the stage after it; with too few micro-batches per step, the stages idle while the pipeline fills and drains. {measured}</source>
        <translation>流水线并行中，每个 stage 都要等待前一 stage 的激活值和后一 stage 的梯度；每步的 micro-batch 太少时，流水线填充和排空期间各 stage 都在空闲。{measured}</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.measured.column</name>
    <message>
        <source>Bubble in {source}, the time the stage spends in receive operations, is {bubble} per step in a {step} step.</source>
        <translation>{source} 中的 Bubble（该 stage 花在接收操作上的时间）在 {step} 的一步中为每步 {bubble}。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.measured.p2p</name>
    <message>
        <source>torch_npu counts only hcom_receive operations in {steps}&apos;s Bubble, which is 0 here although {metadata} says the run has {stages} pipeline stages; the wait time of the point-to-point operations in {communication}, {wait} per step, stands in for it.</source>
        <translation>torch_npu 在 {steps} 的 Bubble 中只统计 hcom_receive 操作，此处为 0，但 {metadata} 表明该运行有 {stages} 个流水线 stage；改用 {communication} 中点对点操作的等待时间（每步 {wait}）代替。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.stage</name>
    <message>
        <source>stage {n} of {stages}</source>
        <translation>第 {n} 个 stage（共 {stages} 个）</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.suggestion.mindspore</name>
    <message>
        <source>Run more micro-batches per step (PipelineCell&apos;s micro_size, at least four times the number of stages), use the interleaved 1F1B schedule, and balance the layers so no stage is slower than the others.</source>
        <translation>每步运行更多 micro-batch（PipelineCell 的 micro_size，至少为 stage 数的四倍），使用交错式 1F1B 调度，并均衡各层，使没有哪个 stage 比其他的慢。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.suggestion.torch</name>
    <message>
        <source>Run more micro-batches per step (global batch size ÷ (micro-batch size × data-parallel size), at least four times the number of stages), use the interleaved 1F1B schedule (virtual pipeline stages), and balance the layers so no stage is slower than the others.</source>
        <translation>每步运行更多 micro-batch（全局 batch 大小 ÷（micro-batch 大小 × 数据并行数），至少为 stage 数的四倍），使用交错式 1F1B 调度（虚拟流水线 stage），并均衡各层，使没有哪个 stage 比其他的慢。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.title</name>
    <message>
        <source>This pipeline stage waits {bubble} per step for the other stages ({share})</source>
        <translation>此流水线 stage 每步等待其他 stage {bubble}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-bubble.title.stage</name>
    <message>
        <source>Pipeline {stage} waits {bubble} per step for the other stages ({share})</source>
        <translation>流水线{stage}每步等待其他 stage {bubble}（{share}）</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.batch.suggestion</name>
    <message>
        <source>Batching holds the pipeline back: give batch() more workers (now {now}, try {next}) and raise the prefetch size so finished batches wait in the queue.</source>
        <translation>batch 操作拖慢了流水线：为 batch() 增加 worker（当前 {now}，可试 {next}），并增大预取量，使完成的 batch 在队列中等待。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.evidence</name>
    <message>
        <source>{op}, {workers} workers</source>
        <translation>{op}，{workers} 个 worker</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.generator.suggestion</name>
    <message>
        <source>The Python generator cannot feed the pipeline: raise num_parallel_workers (now {now}, try {next}) with python_multiprocessing=True, or convert the data set to MindRecord and read it with MindDataset.</source>
        <translation>Python 生成器供不上流水线：在 python_multiprocessing=True 的前提下增大 num_parallel_workers（当前 {now}，可试 {next}），或将数据集转换为 MindRecord 并用 MindDataset 读取。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.map.suggestion</name>
    <message>
        <source>Give the map operation more workers: num_parallel_workers is {now}; try {next}. If it runs Python transforms, set python_multiprocessing=True, and prefer the C++ transforms of mindspore.dataset.vision; do not mix Python and C++ transforms in one Compose, which forces the slow path for all of them.</source>
        <translation>为 map 操作增加 worker：num_parallel_workers 为 {now}；可试 {next}。如果它运行 Python 变换，设置 python_multiprocessing=True，并优先使用 mindspore.dataset.vision 的 C++ 变换；不要在一个 Compose 中混用 Python 和 C++ 变换，这会使所有变换都走慢速路径。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.other.suggestion</name>
    <message>
        <source>Raise this op&apos;s num_parallel_workers (now {now}, try {next}) or move its work into a faster op, and raise the prefetch size.</source>
        <translation>增大此算子的 num_parallel_workers（当前 {now}，可试 {next}）或把其工作移到更快的算子中，并增大预取量。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.slow.explanation</name>
    <message>
        <source>Its input queue (the output queue of op {child}) is {input} full on average while its own output queue is {output}: batches pile up in front of it. It is the slowest stage of this part of the pipeline.</source>
        <translation>它的输入队列（算子 {child} 的输出队列）平均满度为 {input}，而它自己的输出队列只有 {output}：batch 堆积在它前面。它是这段流水线中最慢的一级。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.slow.title</name>
    <message>
        <source>{op} consumes slower than its input is produced (input queue {input} full, output {output})</source>
        <translation>{op} 的消费速度慢于输入的产生速度（输入队列 {input} 满，输出 {output}）</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.source.explanation</name>
    <message>
        <source>This source op&apos;s output queue is only {output} full on average: reading the data is slower than the rest of the pipeline consumes it.</source>
        <translation>这个源算子的输出队列平均只有 {output} 满：读取数据的速度慢于流水线其余部分的消费速度。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.source.suggestion</name>
    <message>
        <source>The source op reads too slowly to keep its queue filled: raise its num_parallel_workers (now {now}, try {next}); if the files sit on slow storage, copy them locally or convert them to MindRecord.</source>
        <translation>源算子读取太慢，填不满其队列：增大其 num_parallel_workers（当前 {now}，可试 {next}）；如果文件在慢速存储上，请复制到本地或转换为 MindRecord。</translation>
    </message>
</context>
<context>
    <name>finding.pipeline-op.source.title</name>
    <message>
        <source>{op} does not keep its queue filled ({output} full)</source>
        <translation>{op} 没能让自己的队列保持充盈（{output} 满）</translation>
    </message>
</context>
<context>
    <name>finding.rdma-retransmission.evidence.op</name>
    <message>
        <source>{op}: {time} in all</source>
        <translation>{op}：共 {time}</translation>
    </message>
</context>
<context>
    <name>finding.rdma-retransmission.explanation</name>
    <message>
        <source>In {op} the RDMA transfer of {size} took {time}; at the expected {rate} it needs {normal}. A lost RDMA packet is resent only after a timeout, which is how one transfer comes to take seconds.</source>
        <translation>在 {op} 中，{size} 的 RDMA 传输耗时 {time}；按预期的 {rate} 只需 {normal}。丢失的 RDMA 报文要等超时后才重传，一次传输因此会耗时数秒。</translation>
    </message>
</context>
<context>
    <name>finding.rdma-retransmission.suggestion</name>
    <message>
        <source>Look for packet loss in the network: the switch ports&apos; drop and pause counters, RoCE priority flow control and ECN settings, the NIC&apos;s link state and its optics. HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT set how long HCCL waits before resending.</source>
        <translation>检查网络中的丢包：交换机端口的丢弃和暂停计数、RoCE 优先级流控和 ECN 设置、网卡的链路状态及其光模块。HCCL_RDMA_TIMEOUT 和 HCCL_RDMA_RETRY_CNT 决定 HCCL 重传前等待多久。</translation>
    </message>
</context>
<context>
    <name>finding.rdma-retransmission.title</name>
    <message>
        <source>An RDMA transfer took {time}: packets were probably resent</source>
        <translation>一次 RDMA 传输耗时 {time}：报文很可能被重传了</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.calls.many</name>
    <message>
        <source>{n} data-loader calls in the profiled steps</source>
        <translation>采集的各步中有 {n} 次数据加载调用</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.calls.one</name>
    <message>
        <source>one data-loader call in the profiled steps</source>
        <translation>采集的各步中有一次数据加载调用</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.evidence.call</name>
    <message>
        <source>{name}: {time}</source>
        <translation>{name}：{time}</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.explanation</name>
    <message>
        <source>The training loop waits for the data loader before it can launch the step, and the device waits with it. The trace holds {calls}, {time} per step; the longest, {name}, took {longest}, above the {limit} a loader that keeps up needs.{single}</source>
        <translation>训练循环要等数据加载器返回才能下发该步，Device 也随之等待。trace 中有 {calls}，每步 {time}；最长的 {name} 耗时 {longest}，超过了跟得上的加载器所需的 {limit}。{single}</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.single-process</name>
    <message>
        <source> It loads in the training process itself (num_workers=0).</source>
        <translation> 它在训练进程内部加载（num_workers=0）。</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.suggestion.mindspore</name>
    <message>
        <source>Give the dataset more parallel workers and a deeper prefetch, keep the data on fast local disk, avoid reading packed archives (tar, zip) in the loop, and bind the training processes to separate CPU cores.</source>
        <translation>为数据集增加并行 worker 并加深预取，把数据放在快速的本地磁盘上，避免在循环中读取打包归档（tar、zip），并将各训练进程绑定到不同的 CPU 核。</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.suggestion.torch</name>
    <message>
        <source>Load in worker processes (num_workers), pin host memory and prefetch; keep the data on fast local disk (on ModelArts, /cache), avoid reading packed archives (tar, zip) in the loop, and bind the training processes to separate CPU cores.</source>
        <translation>在 worker 进程中加载（num_workers），使用锁页内存并预取；把数据放在快速的本地磁盘上（ModelArts 上为 /cache），避免在循环中读取打包归档（tar、zip），并将各训练进程绑定到不同的 CPU 核。</translation>
    </message>
</context>
<context>
    <name>finding.slow-dataloader.title</name>
    <message>
        <source>Fetching a batch from the data loader takes up to {time}</source>
        <translation>从数据加载器获取一个 batch 最多耗时 {time}</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.evidence</name>
    <message>
        <source>link {src} → {dst} ({transport}): {bw} against {mean}</source>
        <translation>链路 {src} → {dst}（{transport}）：{bw}，平均为 {mean}</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.explanation</name>
    <message>
        <source>A collective operation moves at the pace of its slowest link: every rank of its communication domain waits while this link transfers. It moved {size} in {time} over the profiled steps; at the mean bandwidth that would take {ideal}. Operations on it: {ops}.</source>
        <translation>集合通信操作以其最慢链路的速度进行：在这条链路传输时，其通信域中的每个 Rank 都在等待。剖析各步中它在 {time} 内传输了 {size}；按平均带宽只需 {ideal}。涉及的操作：{ops}。</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.ops.unknown</name>
    <message>
        <source>the files do not name them</source>
        <translation>文件中未给出操作名称</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.suggestion</name>
    <message>
        <source>Check this link: for HCCS, the server&apos;s topology and link state (npu-smi info -t topo); for RDMA, the NIC, the cable, the switch port and the link counters (hccn_tool -i &lt;device&gt; -link -g and -stat -g) and whether another job shares the network. Then measure the pair alone with hccl_test to confirm.</source>
        <translation>检查这条链路：HCCS 请检查服务器拓扑与链路状态（npu-smi info -t topo）；RDMA 请检查网卡、线缆、交换机端口与链路计数（hccn_tool -i &lt;device&gt; -link -g 以及 -stat -g），并确认是否有其他作业共享网络。然后用 hccl_test 单独测量这对 Rank 加以确认。</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.title.many</name>
    <message>
        <source>{n} links run more than {pct} below the mean bandwidth of their transport; the slowest, {transport} {src} → {dst}, at {bw} against {mean}</source>
        <translation>{n} 条链路比其传输类型的平均带宽低 {pct} 以上；最慢的是 {transport} {src} → {dst}，为 {bw}，平均为 {mean}</translation>
    </message>
</context>
<context>
    <name>finding.slow-link.title.one</name>
    <message>
        <source>{transport} link {src} → {dst} runs at {bw}, {below} below the {mean} mean of the {transport} links</source>
        <translation>{transport} 链路 {src} → {dst} 的带宽为 {bw}，比 {transport} 链路的平均值 {mean} 低 {below}</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.evidence</name>
    <message>
        <source>rank {rank}: {phase} {value}, {excess} above the others</source>
        <translation>Rank {rank}：{phase} {value}，比其他 Rank 多 {excess}</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.explanation</name>
    <message>
        <source>In synchronous training every rank waits for the slowest one at the next collective operation, so each step of the whole job lasts about {excess} longer: {share} of the {step} mean step (the rule fires above {pct}).{wait}</source>
        <translation>在同步训练中，每个 Rank 都会在下一次集合通信时等待最慢的 Rank，因此整个作业的每一步大约延长 {excess}：占平均步耗时 {step} 的 {share}（规则阈值为 {pct}）。{wait}</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.suggestion.compute</name>
    <message>
        <source>Find out why this rank computes longer: an uneven data shard (longer sequences or other shapes reach it), a slower or throttled device (check its temperature, frequency and health with npu-smi info), or a different operator mix. Open the rank and compare it with a typical one (steplens compare).</source>
        <translation>查明此 Rank 计算时间更长的原因：数据分片不均（更长的序列或不同的 shape 分到了它）、设备较慢或降频（用 npu-smi info 检查温度、频率和健康状态），或算子构成不同。打开此 Rank 并与典型 Rank 比较（steplens compare）。</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.suggestion.host</name>
    <message>
        <source>Look at the host of this rank: a straggling data loader (give it more workers and prefetching), other processes or a bad CPU binding on that node competing for its cores, slower storage on that node, or a synchronisation inside its step.</source>
        <translation>检查此 Rank 所在的主机：数据加载落后（增加 worker 和预取）、该节点上其他进程或错误的 CPU 绑核在争用其 CPU、该节点存储较慢，或其步内部存在同步。</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.title.many</name>
    <message>
        <source>{n} ranks hold the whole job back: their {phase} takes up to {excess} longer per step than the other ranks&apos; (ranks {ranks})</source>
        <translation>{n} 个 Rank 拖慢了整个作业：它们的 {phase} 每步比其他 Rank 最多长 {excess}（Rank {ranks}）</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.title.one</name>
    <message>
        <source>Rank {rank} holds the whole job back: its {phase} takes {excess} longer per step than the other ranks&apos; ({value} against {others})</source>
        <translation>Rank {rank} 拖慢了整个作业：其 {phase} 每步比其他 Rank 长 {excess}（{value}，其他 Rank 为 {others}）</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.waits</name>
    <message>
        <source> Its exposed communication is {own} per step against {others} for the others, so it is not the only reason the others wait.</source>
        <translation> 其未被掩盖的通信为每步 {own}，其他 Rank 为 {others}，因此它并不是其他 Rank 等待的唯一原因。</translation>
    </message>
</context>
<context>
    <name>finding.slow-rank.waits-least</name>
    <message>
        <source> The others show the wait as exposed communication ({others} per step on average) while rank {rank} waits least ({own}): they are waiting for it.</source>
        <translation> 其他 Rank 的等待表现为未被掩盖的通信（平均每步 {others}），而 Rank {rank} 等待最少（{own}）：它们在等它。</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.evidence.op</name>
    <message>
        <source>{op}: {n} small transfers, {size} moved in all</source>
        <translation>{op}：{n} 次小传输，共传输 {size}</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.explanation.many</name>
    <message>
        <source>Each transfer pays a fixed set-up cost, so small ones reach only part of the link&apos;s rate, and many small collectives keep the host busy launching them. {source} counts {small} of {all} transfers below {size} in {steps} profiled steps, {time} of link time per step (most often {list}). They usually come from communicating many small tensors one by one (a collective per layer or per parameter) instead of a few large buckets.</source>
        <translation>每次传输都有固定的建立开销，因此小传输只能达到链路速率的一部分，大量小集合通信还会让 Host 忙于下发它们。{source} 在采集的 {steps} 步中统计到 {all} 次传输里有 {small} 次小于 {size}，每步链路时间 {time}（最常见的是 {list}）。它们通常来自逐个通信许多小张量（每层或每个参数一次集合通信），而不是少数几个大 bucket。</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.explanation.one</name>
    <message>
        <source>Each transfer pays a fixed set-up cost, so small ones reach only part of the link&apos;s rate, and many small collectives keep the host busy launching them. {source} counts {small} of {all} transfers below {size} in the profiled step, {time} of link time (most often {list}). They usually come from communicating many small tensors one by one (a collective per layer or per parameter) instead of a few large buckets.</source>
        <translation>每次传输都有固定的建立开销，因此小传输只能达到链路速率的一部分，大量小集合通信还会让 Host 忙于下发它们。{source} 在采集的这一步中统计到 {all} 次传输里有 {small} 次小于 {size}，链路时间 {time}（最常见的是 {list}）。它们通常来自逐个通信许多小张量（每层或每个参数一次集合通信），而不是少数几个大 bucket。</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.suggestion.mindspore</name>
    <message>
        <source>Send fewer, larger messages: fuse gradients into larger all-reduce buckets (all_reduce_fusion_config, or comm_fusion by size), raise the batch size or accumulate gradients over several micro-batches before communicating, and in optimizer-parallel setups prefer a lower sharding level if memory allows.</source>
        <translation>发送更少、更大的消息：将梯度融合为更大的 AllReduce bucket（all_reduce_fusion_config，或按大小设置 comm_fusion），增大 batch 或在通信前在多个 micro-batch 上累积梯度；优化器并行时，内存允许的话优先使用更低的切分级别。</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.suggestion.torch</name>
    <message>
        <source>Send fewer, larger messages: raise DistributedDataParallel&apos;s bucket_cap_mb, raise the batch size or accumulate gradients over several micro-batches (no_sync) before communicating, use fused optimizers that communicate flat buffers, and with ZeRO-3 prefer ZeRO-2 or ZeRO-1 if memory allows.</source>
        <translation>发送更少、更大的消息：增大 DistributedDataParallel 的 bucket_cap_mb，增大 batch 或在通信前在多个 micro-batch 上累积梯度（no_sync），使用以扁平缓冲区通信的融合优化器；使用 ZeRO-3 时，内存允许的话优先使用 ZeRO-2 或 ZeRO-1。</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.title.rdma</name>
    <message>
        <source>{share} of the inter-node (RDMA) transfers are smaller than {size}</source>
        <translation>{share} 的节点间（RDMA）传输小于 {size}</translation>
    </message>
</context>
<context>
    <name>finding.small-transfers.title.sdma</name>
    <message>
        <source>{share} of the intra-node (SDMA) transfers are smaller than {size}</source>
        <translation>{share} 的节点内（SDMA）传输小于 {size}</translation>
    </message>
</context>
<context>
    <name>finding.transfer.evidence-host</name>
    <message>
        <source>host queue empty for {empty} of {total} batches ({pct})</source>
        <translation>{total} 个 batch 中有 {empty} 个取数时 Host 队列为空（{pct}）</translation>
    </message>
</context>
<context>
    <name>finding.transfer.suggestion-sink</name>
    <message>
        <source>Train in dataset sink mode, so batches are sent to the device through a queue ahead of the step instead of inside it.</source>
        <translation>使用数据下沉模式训练，让 batch 在步开始前经队列送到 Device，而不是在步内发送。</translation>
    </message>
</context>
<context>
    <name>finding.transfer.suggestion-smaller</name>
    <message>
        <source>Already in sink mode: send less per batch (keep images as uint8 and normalise on the device, crop before sending) and let more batches queue ahead by raising the prefetch size.</source>
        <translation>已处于下沉模式：减少每个 batch 发送的数据量（图像保持 uint8，在 Device 上归一化，发送前先裁剪），并调大 prefetch size，让更多 batch 提前排队。</translation>
    </message>
</context>
<context>
    <name>finding.unaligned-transfers.evidence.op</name>
    <message>
        <source>{op}: {time} of unaligned transfers</source>
        <translation>{op}：未对齐传输 {time}</translation>
    </message>
</context>
<context>
    <name>finding.unaligned-transfers.explanation</name>
    <message>
        <source>HCCL copies data between devices of a server fastest in 512-byte aligned chunks; the tail of a transfer whose size is not a multiple of 512 bytes goes slower. {source}&apos;s size distributions hold {n} such transfers, {time} of {total} of intra-node transfer time: {list}.</source>
        <translation>HCCL 在服务器内设备间以 512 字节对齐的块拷贝数据最快；大小不是 512 字节倍数的传输，其尾部会变慢。{source} 的大小分布中有 {n} 次这样的传输，占节点内传输时间 {total} 中的 {time}：{list}。</translation>
    </message>
</context>
<context>
    <name>finding.unaligned-transfers.suggestion</name>
    <message>
        <source>Make the tensors you communicate a multiple of 512 bytes (256 float16 or bfloat16 elements, 128 float32): pad the hidden size or the flattened gradient bucket, or gather small tensors into one aligned buffer before the collective.</source>
        <translation>使通信的张量大小为 512 字节的倍数（256 个 float16 或 bfloat16 元素，128 个 float32）：补齐隐藏层大小或展平后的梯度 bucket，或在集合通信前把小张量合并到一个对齐的缓冲区中。</translation>
    </message>
</context>
<context>
    <name>finding.unaligned-transfers.title</name>
    <message>
        <source>{n} intra-node transfers are not a multiple of 512 bytes ({share} of the transfer time)</source>
        <translation>{n} 次节点内传输不是 512 字节的倍数（占传输时间的 {share}）</translation>
    </message>
</context>
<context>
    <name>io.errno.eacces</name>
    <message>
        <source>Permission denied</source>
        <translation>权限不足</translation>
    </message>
</context>
<context>
    <name>io.errno.eio</name>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
</context>
<context>
    <name>io.errno.eisdir</name>
    <message>
        <source>Is a directory</source>
        <translation>是一个目录</translation>
    </message>
</context>
<context>
    <name>io.errno.eloop</name>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>符号链接层级过多</translation>
    </message>
</context>
<context>
    <name>io.errno.emfile</name>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件过多</translation>
    </message>
</context>
<context>
    <name>io.errno.enametoolong</name>
    <message>
        <source>File name too long</source>
        <translation>文件名过长</translation>
    </message>
</context>
<context>
    <name>io.errno.enoent</name>
    <message>
        <source>No such file or directory</source>
        <translation>文件或目录不存在</translation>
    </message>
</context>
<context>
    <name>io.errno.enomem</name>
    <message>
        <source>Cannot allocate memory</source>
        <translation>内存不足</translation>
    </message>
</context>
<context>
    <name>io.errno.enotdir</name>
    <message>
        <source>Not a directory</source>
        <translation>不是目录</translation>
    </message>
</context>
<context>
    <name>io.errno.eperm</name>
    <message>
        <source>Operation not permitted</source>
        <translation>操作不被允许</translation>
    </message>
</context>
<context>
    <name>io.file-type.device</name>
    <message>
        <source>a device</source>
        <translation>设备文件</translation>
    </message>
</context>
<context>
    <name>io.file-type.fifo</name>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道 (FIFO)</translation>
    </message>
</context>
<context>
    <name>io.file-type.folder</name>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
</context>
<context>
    <name>io.file-type.other</name>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
</context>
<context>
    <name>io.file-type.regular</name>
    <message>
        <source>a regular file</source>
        <translation>普通文件</translation>
    </message>
</context>
<context>
    <name>io.file-type.socket</name>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
</context>
<context>
    <name>io.file-type.symlink</name>
    <message>
        <source>a symbolic link</source>
        <translation>符号链接</translation>
    </message>
</context>
<context>
    <name>io.number.negative</name>
    <message>
        <source>is negative</source>
        <translation>为负数</translation>
    </message>
</context>
<context>
    <name>io.number.not-a-number</name>
    <message>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
</context>
<context>
    <name>io.number.not-finite</name>
    <message>
        <source>is not a finite number</source>
        <translation>不是有限数</translation>
    </message>
</context>
<context>
    <name>io.number.not-whole</name>
    <message>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
</context>
<context>
    <name>io.number.out-of-range</name>
    <message>
        <source>is out of range</source>
        <translation>超出范围</translation>
    </message>
</context>
<context>
    <name>load.stage.done</name>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>load.stage.file</name>
    <message>
        <source>{file} ({size})</source>
        <translation>正在读取 {file}（{size}）</translation>
    </message>
</context>
<context>
    <name>load.stage.kernel-details-join</name>
    <message>
        <source>kernel_details.csv: joining the two halves</source>
        <translation>kernel_details.csv：正在合并两半</translation>
    </message>
</context>
<context>
    <name>load.stage.of-rank</name>
    <message>
        <source>rank {rank}: {stage}</source>
        <translation>Rank {rank}：{stage}</translation>
    </message>
</context>
<context>
    <name>load.stage.timeline</name>
    <message>
        <source>timeline</source>
        <translation>时间线</translation>
    </message>
</context>
<context>
    <name>memory.note.alive-outside-window</name>
    <message>
        <source>operator_memory covers {from} to {to} after the first memory record, not the allocated peak of memory_record at {peak}; the blocks listed as alive at the peak are those held at operator_memory&apos;s own peak ({own}).</source>
        <translation>operator_memory 覆盖第一条内存记录之后 {from} 到 {to} 的时间，不包括 memory_record 在 {peak} 的已分配峰值；列为峰值时存活的内存块是在 operator_memory 自身峰值（{own}）时被占用的块。</translation>
    </message>
</context>
<context>
    <name>memory.note.blocks-above-peak</name>
    <message>
        <source>The operator_memory blocks held at {time} add up to {blocks}, more than the {peak} allocated then: the two tables do not count the same memory (other components or devices, or another capture), so shares of the peak are taken of the blocks&apos; sum.</source>
        <translation>operator_memory 在 {time} 时占用的内存块合计 {blocks}，超过了此时已分配的 {peak}：两张表统计的不是同一部分内存（其他组件或设备，或另一次采集），因此峰值占比按这些内存块的总和计算。</translation>
    </message>
</context>
<context>
    <name>memory.note.one-timestamp</name>
    <message>
        <source>All {rows} rows of memory_record share one timestamp (a spreadsheet that saved the file rounds long numbers), so the curves show no course in time; the peaks are still the highest values written.</source>
        <translation>memory_record 的全部 {rows} 行共用同一个时间戳（保存该文件的电子表格会对长数字取整），因此曲线没有时间进程；峰值仍是写入的最高值。</translation>
    </message>
</context>
<context>
    <name>memory.note.other-capture</name>
    <message>
        <source>operator_memory and memory_record cover different times (they do not overlap: {gap} apart), so they come from different captures or one of them has wrong timestamps; the blocks listed as alive at the peak are those held at operator_memory&apos;s own peak, {own} after its first allocation.</source>
        <translation>operator_memory 和 memory_record 覆盖的时间不同（不重叠：相距 {gap}），因此它们来自不同的采集，或其中一个时间戳有误；列为峰值时存活的内存块是在 operator_memory 自身峰值（首次分配之后 {own}）时被占用的块。</translation>
    </message>
</context>
<context>
    <name>report-input.empty</name>
    <message>
        <source>the report lists no rank</source>
        <translation>报告中没有任何 Rank</translation>
    </message>
</context>
<context>
    <name>report-input.empty.action</name>
    <message>
        <source>nothing used from it</source>
        <translation>未使用其中任何内容</translation>
    </message>
</context>
<context>
    <name>report-input.mean-only</name>
    <message>
        <source>rank {rank}: this report has no per-step data (written before per_step_ms)</source>
        <translation>Rank {rank}：此报告没有逐步数据（写于 per_step_ms 之前）</translation>
    </message>
</context>
<context>
    <name>report-input.mean-only.action</name>
    <message>
        <source>its mean breakdown stands for every step</source>
        <translation>其平均分解代表每一步</translation>
    </message>
</context>
<context>
    <name>report-input.no-ranks</name>
    <message>
        <source>the report has no ranks array</source>
        <translation>报告中没有 ranks 数组</translation>
    </message>
</context>
<context>
    <name>report-input.no-ranks.action</name>
    <message>
        <source>file ignored</source>
        <translation>已忽略该文件</translation>
    </message>
</context>
<context>
    <name>report-input.not-a-report</name>
    <message>
        <source>no schema_version: not a steplens report</source>
        <translation>没有 schema_version：不是 steplens 报告</translation>
    </message>
</context>
<context>
    <name>report-input.not-a-report.action</name>
    <message>
        <source>file ignored</source>
        <translation>已忽略该文件</translation>
    </message>
</context>
<context>
    <name>report-input.per-step.row</name>
    <message>
        <source>rank {rank}: per_step_ms row {row} does not match its columns</source>
        <translation>Rank {rank}：per_step_ms 第 {row} 行与其列不匹配</translation>
    </message>
</context>
<context>
    <name>report-input.per-step.row.action</name>
    <message>
        <source>row skipped</source>
        <translation>已跳过该行</translation>
    </message>
</context>
<context>
    <name>report-input.per-step.shape</name>
    <message>
        <source>rank {rank}: per_step_ms needs columns, steps and rows of the same length</source>
        <translation>Rank {rank}：per_step_ms 的 columns、steps 和 rows 长度必须一致</translation>
    </message>
</context>
<context>
    <name>report-input.per-step.shape.action</name>
    <message>
        <source>the rank&apos;s mean breakdown is used instead</source>
        <translation>改用该 Rank 的平均分解</translation>
    </message>
</context>
<context>
    <name>report.chip-queue</name>
    <message>
        <source>chip queue: {empty} empty of {total} GetNext records</source>
        <translation>芯片队列：{total} 条 GetNext 记录中有 {empty} 条为空</translation>
    </message>
</context>
<context>
    <name>report.chip-queue-none</name>
    <message>
        <source>chip queue: no data</source>
        <translation>芯片队列：无数据</translation>
    </message>
</context>
<context>
    <name>report.cluster.balanced</name>
    <message>
        <source>None of the cluster rules crossed its threshold: no rank and no link stands out.</source>
        <translation>没有任何集群规则超过阈值：没有突出的慢 Rank 或慢链路。</translation>
    </message>
</context>
<context>
    <name>report.cluster.by-step</name>
    <message>
        <source>step time</source>
        <translation>步耗时</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.domain</name>
    <message>
        <source>domain</source>
        <translation>通信域</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.links</name>
    <message>
        <source>links</source>
        <translation>链路数</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.max-gbps</name>
    <message>
        <source>max GB/s</source>
        <translation>最大 GB/s</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.mean-gbps</name>
    <message>
        <source>mean GB/s</source>
        <translation>平均 GB/s</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.min-gbps</name>
    <message>
        <source>min GB/s</source>
        <translation>最小 GB/s</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.ops</name>
    <message>
        <source>operations</source>
        <translation>个操作</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.rank</name>
    <message>
        <source>rank</source>
        <translation>Rank</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.ranks</name>
    <message>
        <source>ranks</source>
        <translation>Rank 数</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.step</name>
    <message>
        <source>step ms</source>
        <translation>步耗时 ms</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.steps</name>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.transit</name>
    <message>
        <source>transit ms</source>
        <translation>传输 ms</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.transport</name>
    <message>
        <source>transport</source>
        <translation>传输类型</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.wait</name>
    <message>
        <source>wait ms</source>
        <translation>等待 ms</translation>
    </message>
</context>
<context>
    <name>report.cluster.col.wait-share</name>
    <message>
        <source>wait share</source>
        <translation>等待占比</translation>
    </message>
</context>
<context>
    <name>report.cluster.communication</name>
    <message>
        <source>Communication per rank (least waiting first: a slow rank waits least)</source>
        <translation>各 Rank 的通信（等待最少者在前：慢 Rank 等待最少）</translation>
    </message>
</context>
<context>
    <name>report.cluster.domains</name>
    <message>
        <source>Communication domains</source>
        <translation>通信域</translation>
    </message>
</context>
<context>
    <name>report.cluster.domains.more</name>
    <message>
        <source>{n} more domains in the JSON report.</source>
        <translation>JSON 报告中还有 {n} 个通信域。</translation>
    </message>
</context>
<context>
    <name>report.cluster.findings</name>
    <message>
        <source>Findings across ranks</source>
        <translation>跨 Rank 的发现</translation>
    </message>
</context>
<context>
    <name>report.cluster.heading</name>
    <message>
        <source>Cluster: {n} ranks</source>
        <translation>集群：{n} 个 Rank</translation>
    </message>
</context>
<context>
    <name>report.cluster.links</name>
    <message>
        <source>Links per transport</source>
        <translation>各传输类型的链路</translation>
    </message>
</context>
<context>
    <name>report.cluster.no-steps</name>
    <message>
        <source>Ranks {ranks} have no step data: {why}.</source>
        <translation>Rank {ranks} 没有步数据：{why}。</translation>
    </message>
</context>
<context>
    <name>report.cluster.no-steps.one</name>
    <message>
        <source>Rank {ranks} has no step data: {why}.</source>
        <translation>Rank {ranks} 没有步数据：{why}。</translation>
    </message>
</context>
<context>
    <name>report.cluster.note</name>
    <message>
        <source>Note: {note}</source>
        <translation>注：{note}</translation>
    </message>
</context>
<context>
    <name>report.cluster.nothing-to-compare</name>
    <message>
        <source>The cluster rules need the step phases of at least two ranks; {n} had them, so none of the rules could run.</source>
        <translation>集群规则需要至少两个 Rank 的步阶段数据；只有 {n} 个 Rank 有，因此没有规则能运行。</translation>
    </message>
</context>
<context>
    <name>report.cluster.phases</name>
    <message>
        <source>Step phases per rank (mean per step, by {phase})</source>
        <translation>各 Rank 的步阶段（每步平均，按{phase}排序）</translation>
    </message>
</context>
<context>
    <name>report.cluster.phases.more</name>
    <message>
        <source>{n} ranks between them are not listed; the JSON report has every rank.</source>
        <translation>中间还有 {n} 个 Rank 未列出；JSON 报告包含所有 Rank。</translation>
    </message>
</context>
<context>
    <name>report.cluster.share</name>
    <message>
        <source>Communication not hidden by computation: {pct} %</source>
        <translation>未被计算掩盖的通信：{pct} %</translation>
    </message>
</context>
<context>
    <name>report.cluster.summary</name>
    <message>
        <source>Mean step {mean} ms over {n} ranks with step data ({fast} to {slow} ms across ranks).</source>
        <translation>在 {n} 个有步数据的 Rank 上平均步耗时 {mean} ms（各 Rank 从 {fast} 到 {slow} ms）。</translation>
    </message>
</context>
<context>
    <name>report.col.average-written</name>
    <message>
        <source>average ms (as written)</source>
        <translation>平均 ms（文件中的值）</translation>
    </message>
</context>
<context>
    <name>report.col.bandwidth</name>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
</context>
<context>
    <name>report.col.children</name>
    <message>
        <source>children</source>
        <translation>子节点</translation>
    </message>
</context>
<context>
    <name>report.col.column</name>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
</context>
<context>
    <name>report.col.count</name>
    <message>
        <source>count</source>
        <translation>次数</translation>
    </message>
</context>
<context>
    <name>report.col.device-op-type</name>
    <message>
        <source>device op type</source>
        <translation>Device 算子类型</translation>
    </message>
</context>
<context>
    <name>report.col.elapse-ms</name>
    <message>
        <source>elapse ms</source>
        <translation>耗时 ms</translation>
    </message>
</context>
<context>
    <name>report.col.events</name>
    <message>
        <source>events</source>
        <translation>事件数</translation>
    </message>
</context>
<context>
    <name>report.col.events-per-step</name>
    <message>
        <source>events/step</source>
        <translation>每步事件数</translation>
    </message>
</context>
<context>
    <name>report.col.idle-ms</name>
    <message>
        <source>idle ms</source>
        <translation>空闲 ms</translation>
    </message>
</context>
<context>
    <name>report.col.max-ms</name>
    <message>
        <source>max ms</source>
        <translation>最大 ms</translation>
    </message>
</context>
<context>
    <name>report.col.mean-ms</name>
    <message>
        <source>mean ms</source>
        <translation>平均 ms</translation>
    </message>
</context>
<context>
    <name>report.col.op</name>
    <message>
        <source>op</source>
        <translation>算子</translation>
    </message>
</context>
<context>
    <name>report.col.operation</name>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
</context>
<context>
    <name>report.col.parent</name>
    <message>
        <source>parent</source>
        <translation>父节点</translation>
    </message>
</context>
<context>
    <name>report.col.phase</name>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
</context>
<context>
    <name>report.col.queue-usage</name>
    <message>
        <source>queue usage</source>
        <translation>队列使用率</translation>
    </message>
</context>
<context>
    <name>report.col.recomputed-ms</name>
    <message>
        <source>recomputed ms</source>
        <translation>重新计算 ms</translation>
    </message>
</context>
<context>
    <name>report.col.reduce-stream</name>
    <message>
        <source>reduce stream</source>
        <translation>reduce 流</translation>
    </message>
</context>
<context>
    <name>report.col.share</name>
    <message>
        <source>share</source>
        <translation>占比</translation>
    </message>
</context>
<context>
    <name>report.col.share-of-step</name>
    <message>
        <source>share of step</source>
        <translation>占步的比例</translation>
    </message>
</context>
<context>
    <name>report.col.step</name>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>report.col.total-ms</name>
    <message>
        <source>total ms</source>
        <translation>总计 ms</translation>
    </message>
</context>
<context>
    <name>report.col.total-us</name>
    <message>
        <source>total µs</source>
        <translation>总计 µs</translation>
    </message>
</context>
<context>
    <name>report.col.transit-ms</name>
    <message>
        <source>transit ms</source>
        <translation>传输 ms</translation>
    </message>
</context>
<context>
    <name>report.col.type</name>
    <message>
        <source>type</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>report.col.wait-ms</name>
    <message>
        <source>wait ms</source>
        <translation>等待 ms</translation>
    </message>
</context>
<context>
    <name>report.col.workers</name>
    <message>
        <source>workers</source>
        <translation>线程数</translation>
    </message>
</context>
<context>
    <name>report.communication.summary</name>
    <message>
        <source>{ops} operations in {steps}: {elapse} ms in all, {transit} ms moving data ({transit_pct} %), {wait} ms waiting ({wait_pct} %).</source>
        <translation>{steps}内有 {ops} 个通信操作：共 {elapse} ms，传输数据 {transit} ms（{transit_pct} %），等待 {wait} ms（{wait_pct} %）。</translation>
    </message>
</context>
<context>
    <name>report.device</name>
    <message>
        <source>Device</source>
        <translation>Device</translation>
    </message>
</context>
<context>
    <name>report.diagnostic</name>
    <message>
        <source>{severity}: {where}: {message}{action}</source>
        <translation>{severity}：{where}：{message}{action}</translation>
    </message>
</context>
<context>
    <name>report.finding.evidence</name>
    <message>
        <source>evidence: {label}</source>
        <translation>证据：{label}</translation>
    </message>
</context>
<context>
    <name>report.finding.head</name>
    <message>
        <source>{n}. [{severity}] {title}  ({id})</source>
        <translation>{n}. [{severity}] {title}  ({id})</translation>
    </message>
</context>
<context>
    <name>report.finding.if-fixed</name>
    <message>
        <source> ({rate} steps/s{samples} if fixed)</source>
        <translation>（修复后 {rate} 步/秒{samples}）</translation>
    </message>
</context>
<context>
    <name>report.finding.measured</name>
    <message>
        <source>measured {value} {unit} against a threshold of {threshold} {unit}; {impact}</source>
        <translation>实测 {value} {unit}，阈值 {threshold} {unit}；{impact}</translation>
    </message>
</context>
<context>
    <name>report.finding.no-estimate</name>
    <message>
        <source>the gain cannot be estimated from this data</source>
        <translation>无法根据这些数据估算收益</translation>
    </message>
</context>
<context>
    <name>report.finding.suggestion</name>
    <message>
        <source>suggestion: {text}</source>
        <translation>建议：{text}</translation>
    </message>
</context>
<context>
    <name>report.finding.worth</name>
    <message>
        <source>worth up to {ms} ms per step{if_fixed}</source>
        <translation>每步最多可节省 {ms} ms{if_fixed}</translation>
    </message>
</context>
<context>
    <name>report.folder</name>
    <message>
        <source>Folder: {folder}</source>
        <translation>文件夹：{folder}</translation>
    </message>
</context>
<context>
    <name>report.found</name>
    <message>
        <source>found: {files}</source>
        <translation>找到：{files}</translation>
    </message>
</context>
<context>
    <name>report.found-none</name>
    <message>
        <source>found: no profiler file in {folder}</source>
        <translation>找到：{folder} 中没有性能数据文件</translation>
    </message>
</context>
<context>
    <name>report.framework</name>
    <message>
        <source>framework op info: {ops} ops ({with_shapes} with tensor shapes)</source>
        <translation>框架算子信息：{ops} 个算子（{with_shapes} 个带张量形状）</translation>
    </message>
</context>
<context>
    <name>report.heading.aicore-types</name>
    <message>
        <source>AI Core op types</source>
        <translation>AI Core 算子类型</translation>
    </message>
</context>
<context>
    <name>report.heading.aicpu-types</name>
    <message>
        <source>AI CPU op types</source>
        <translation>AI CPU 算子类型</translation>
    </message>
</context>
<context>
    <name>report.heading.communication</name>
    <message>
        <source>Communication ({sources})</source>
        <translation>通信（{sources}）</translation>
    </message>
</context>
<context>
    <name>report.heading.data-pipeline</name>
    <message>
        <source>Data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
</context>
<context>
    <name>report.heading.data-queues</name>
    <message>
        <source>Data queues</source>
        <translation>数据队列</translation>
    </message>
</context>
<context>
    <name>report.heading.diagnostics</name>
    <message>
        <source>Diagnostics</source>
        <translation>诊断信息</translation>
    </message>
</context>
<context>
    <name>report.heading.findings</name>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
</context>
<context>
    <name>report.heading.op-types</name>
    <message>
        <source>Op types</source>
        <translation>算子类型</translation>
    </message>
</context>
<context>
    <name>report.heading.other-data</name>
    <message>
        <source>Other data</source>
        <translation>其他数据</translation>
    </message>
</context>
<context>
    <name>report.heading.report</name>
    <message>
        <source>StepLens report</source>
        <translation>StepLens 报告</translation>
    </message>
</context>
<context>
    <name>report.heading.step-breakdown</name>
    <message>
        <source>Step breakdown ({sources})</source>
        <translation>步耗时拆分（{sources}）</translation>
    </message>
</context>
<context>
    <name>report.heading.step-trace</name>
    <message>
        <source>Step trace</source>
        <translation>迭代轨迹</translation>
    </message>
</context>
<context>
    <name>report.heading.timeline</name>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
</context>
<context>
    <name>report.host-queue</name>
    <message>
        <source>host queue ({source}): {empty} empty and {full} full of {total} batches</source>
        <translation>Host 队列（{source}）：{total} 个 batch 中 {empty} 个为空，{full} 个为满</translation>
    </message>
</context>
<context>
    <name>report.host-queue-none</name>
    <message>
        <source>host queue: no data</source>
        <translation>Host 队列：无数据</translation>
    </message>
</context>
<context>
    <name>report.memory.capacity</name>
    <message>
        <source>Device memory: {mb} MB ({source}).</source>
        <translation>Device 内存：{mb} MB（{source}）。</translation>
    </message>
</context>
<context>
    <name>report.memory.capacity-unknown</name>
    <message>
        <source>Device memory: unknown (no file states it; set device_memory_mb in a thresholds file to compare the peak with it).</source>
        <translation>Device 内存：未知（没有文件给出；在阈值文件中设置 device_memory_mb 即可与峰值比较）。</translation>
    </message>
</context>
<context>
    <name>report.memory.col.active</name>
    <message>
        <source>peak active MB</source>
        <translation>活跃峰值 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.allocated</name>
    <message>
        <source>peak allocated MB</source>
        <translation>已分配峰值 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.allocated-at</name>
    <message>
        <source>allocated at ms</source>
        <translation>分配时刻 ms</translation>
    </message>
</context>
<context>
    <name>report.memory.col.allocator</name>
    <message>
        <source>allocator</source>
        <translation>分配器</translation>
    </message>
</context>
<context>
    <name>report.memory.col.at-peak</name>
    <message>
        <source>allocated at its peak MB</source>
        <translation>其峰值时已分配 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.block</name>
    <message>
        <source>held at the peak</source>
        <translation>峰值时占用</translation>
    </message>
</context>
<context>
    <name>report.memory.col.component</name>
    <message>
        <source>component</source>
        <translation>组件</translation>
    </message>
</context>
<context>
    <name>report.memory.col.gap</name>
    <message>
        <source>gap MB</source>
        <translation>空隙 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.gap-share</name>
    <message>
        <source>gap share</source>
        <translation>空隙占比</translation>
    </message>
</context>
<context>
    <name>report.memory.col.graph</name>
    <message>
        <source>static graph</source>
        <translation>静态图</translation>
    </message>
</context>
<context>
    <name>report.memory.col.graph-node</name>
    <message>
        <source>at node</source>
        <translation>所在节点</translation>
    </message>
</context>
<context>
    <name>report.memory.col.graph-peak</name>
    <message>
        <source>peak held MB</source>
        <translation>峰值占用 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.graph-total</name>
    <message>
        <source>TOTAL MB (as written)</source>
        <translation>TOTAL MB（文件中的值）</translation>
    </message>
</context>
<context>
    <name>report.memory.col.ops</name>
    <message>
        <source>ops</source>
        <translation>算子数</translation>
    </message>
</context>
<context>
    <name>report.memory.col.released-at</name>
    <message>
        <source>released at ms</source>
        <translation>释放时刻 ms</translation>
    </message>
</context>
<context>
    <name>report.memory.col.reserved</name>
    <message>
        <source>peak reserved MB</source>
        <translation>预留峰值 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.reserved-then</name>
    <message>
        <source>reserved then MB</source>
        <translation>当时预留 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.col.rows</name>
    <message>
        <source>rows</source>
        <translation>行数</translation>
    </message>
</context>
<context>
    <name>report.memory.col.size</name>
    <message>
        <source>size MB</source>
        <translation>大小 MB</translation>
    </message>
</context>
<context>
    <name>report.memory.heading</name>
    <message>
        <source>Device memory (memory_record, operator_memory)</source>
        <translation>Device 内存（memory_record、operator_memory）</translation>
    </message>
</context>
<context>
    <name>report.memory.no-allocated</name>
    <message>
        <source>memory_record gives no allocated total.</source>
        <translation>memory_record 没有给出已分配总量。</translation>
    </message>
</context>
<context>
    <name>report.memory.note</name>
    <message>
        <source>Note: {note}</source>
        <translation>注：{note}</translation>
    </message>
</context>
<context>
    <name>report.memory.operators</name>
    <message>
        <source>operator_memory: {operators} blocks ({unreleased} still held at the end of the capture); {alive} held at the peak, {aliveMB} MB in all.</source>
        <translation>operator_memory：{operators} 个内存块（{unreleased} 个到采集结束仍被占用）；峰值时占用 {alive} 个，共 {aliveMB} MB。</translation>
    </message>
</context>
<context>
    <name>report.memory.peak-step</name>
    <message>
        <source>, step {step}</source>
        <translation>，第 {step} 步</translation>
    </message>
</context>
<context>
    <name>report.memory.peaks</name>
    <message>
        <source>Peak allocated {allocated} MB ({component}) at {time} ms after the first record{step}; peak reserved {reserved} MB; peak active {active} MB.</source>
        <translation>已分配峰值 {allocated} MB（{component}），出现在第一条记录之后 {time} ms{step}；预留峰值 {reserved} MB；活跃峰值 {active} MB。</translation>
    </message>
</context>
<context>
    <name>report.more-operations</name>
    <message>
        <source>{n} more operations not shown.</source>
        <translation>另有 {n} 个操作未显示。</translation>
    </message>
</context>
<context>
    <name>report.more-types</name>
    <message>
        <source>{n} more types not shown.</source>
        <translation>另有 {n} 种类型未显示。</translation>
    </message>
</context>
<context>
    <name>report.n-steps</name>
    <message>
        <source>{n} steps</source>
        <translation>{n} 步</translation>
    </message>
</context>
<context>
    <name>report.no-rule-fired</name>
    <message>
        <source>No rule fired: nothing in this data crosses a tuning threshold.</source>
        <translation>没有规则触发：这些数据中没有任何指标超过调优阈值。</translation>
    </message>
</context>
<context>
    <name>report.no-step-trace</name>
    <message>
        <source>No step trace in this folder.</source>
        <translation>此文件夹中没有迭代轨迹。</translation>
    </message>
</context>
<context>
    <name>report.no-timeline</name>
    <message>
        <source>No timeline in this folder.</source>
        <translation>此文件夹中没有时间线。</translation>
    </message>
</context>
<context>
    <name>report.none</name>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
</context>
<context>
    <name>report.not-read</name>
    <message>
        <source>not read: {file}: {message}</source>
        <translation>未读取：{file}：{message}</translation>
    </message>
</context>
<context>
    <name>report.not-read-none</name>
    <message>
        <source>not read: none of the files above is one StepLens reads (see the diagnostics at the end)</source>
        <translation>未读取：以上文件都不是 StepLens 读取的文件（见末尾的诊断信息）</translation>
    </message>
</context>
<context>
    <name>report.note</name>
    <message>
        <source>Note: {text}</source>
        <translation>注：{text}</translation>
    </message>
</context>
<context>
    <name>report.nothing-read</name>
    <message>
        <source>Nothing in this rank could be read, so no rule was run on it: the findings below say nothing about this run&apos;s performance.</source>
        <translation>此 Rank 的内容都无法读取，因此没有对其运行任何规则：下面的发现不能说明本次运行的性能。</translation>
    </message>
</context>
<context>
    <name>report.one-step</name>
    <message>
        <source>1 step</source>
        <translation>1 步</translation>
    </message>
</context>
<context>
    <name>report.rank-backend</name>
    <message>
        <source>{rank} ({backend})</source>
        <translation>{rank}（{backend}）</translation>
    </message>
</context>
<context>
    <name>report.rank-title</name>
    <message>
        <source>Rank {rank}</source>
        <translation>Rank {rank}</translation>
    </message>
</context>
<context>
    <name>report.rank.only-shared</name>
    <message>
        <source>Only findings shared with other ranks (see &quot;Findings on several ranks&quot; above).</source>
        <translation>只有与其他 Rank 共有的发现（见上文“多个 Rank 上的发现”）。</translation>
    </message>
</context>
<context>
    <name>report.rank.shared</name>
    <message>
        <source>Also on this rank, listed once for several ranks above: {ids}.</source>
        <translation>此 Rank 上还有以下发现，已在上文对多个 Rank 统一列出：{ids}。</translation>
    </message>
</context>
<context>
    <name>report.samples-per-second</name>
    <message>
        <source>, {value} samples/s</source>
        <translation>，{value} 样本/秒</translation>
    </message>
</context>
<context>
    <name>report.severity.error</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>report.severity.high</name>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
</context>
<context>
    <name>report.severity.info</name>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>report.severity.moderate</name>
    <message>
        <source>moderate</source>
        <translation>中</translation>
    </message>
</context>
<context>
    <name>report.severity.warning</name>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>report.shared.heading</name>
    <message>
        <source>Findings on several ranks</source>
        <translation>多个 Rank 上的发现</translation>
    </message>
</context>
<context>
    <name>report.shared.impact</name>
    <message>
        <source>worth up to {ms} ms per step on the worst rank</source>
        <translation>在最差的 Rank 上每步最多可节省 {ms} ms</translation>
    </message>
</context>
<context>
    <name>report.shared.measured</name>
    <message>
        <source>measured {min} to {max} {unit} against a threshold of {threshold} {unit}</source>
        <translation>测量值 {min} 到 {max} {unit}，阈值为 {threshold} {unit}</translation>
    </message>
</context>
<context>
    <name>report.shared.measured.one</name>
    <message>
        <source>measured {min} {unit} against a threshold of {threshold} {unit}</source>
        <translation>测量值 {min} {unit}，阈值为 {threshold} {unit}</translation>
    </message>
</context>
<context>
    <name>report.shared.ranks</name>
    <message>
        <source>on {n} ranks: {ranks} (the title is rank {first}&apos;s)</source>
        <translation>在 {n} 个 Rank 上：{ranks}（标题取自 Rank {first}）</translation>
    </message>
</context>
<context>
    <name>report.shared.suggestion</name>
    <message>
        <source>suggestion: {text}</source>
        <translation>建议：{text}</translation>
    </message>
</context>
<context>
    <name>report.step-breakdown.summary</name>
    <message>
        <source>{steps}{skipped}; mean per step. The step is Preparing + Computing + Communication(Not Overlapped) + Free.</source>
        <translation>{steps}{skipped}；每步平均。一步 = Preparing + Computing + Communication(Not Overlapped) + Free。</translation>
    </message>
</context>
<context>
    <name>report.step-breakdown.warm-up</name>
    <message>
        <source> analysed (first {n} left out as warm-up)</source>
        <translation>参与分析（前 {n} 步作为预热未计入）</translation>
    </message>
</context>
<context>
    <name>report.step-trace.average-mismatch</name>
    <message>
        <source>The written average differs from the steps by more than 1 % for: {names}.</source>
        <translation>以下各项文件中的平均值与各步相差超过 1 %：{names}。</translation>
    </message>
</context>
<context>
    <name>report.step-trace.matches-2-to-n</name>
    <message>
        <source>The written average row matches the mean of steps 2..{steps} (step 1 left out by MindSpore, within 1 %).</source>
        <translation>文件中的平均值行与第 2..{steps} 步的平均值一致（MindSpore 不计第 1 步，误差在 1 % 以内）。</translation>
    </message>
</context>
<context>
    <name>report.step-trace.matches-all</name>
    <message>
        <source>The written average row matches the mean of all steps (within 1 %).</source>
        <translation>文件中的平均值行与全部步的平均值一致（误差在 1 % 以内）。</translation>
    </message>
</context>
<context>
    <name>report.step-trace.summary</name>
    <message>
        <source>{steps} steps{skipped}, {mode} mode{rate}{samples}</source>
        <translation>{steps} 步{skipped}，{mode}模式{rate}{samples}</translation>
    </message>
</context>
<context>
    <name>report.step-trace.warm-up</name>
    <message>
        <source> (first {n} left out as warm-up)</source>
        <translation>（前 {n} 步作为预热未计入）</translation>
    </message>
</context>
<context>
    <name>report.steps-per-second</name>
    <message>
        <source>, {value} steps/s</source>
        <translation>，{value} 步/秒</translation>
    </message>
</context>
<context>
    <name>steplens</name>
    <message>
        <source>Share (%)</source>
        <translation>占比 (%)</translation>
    </message>
    <message>
        <source>Total (ms)</source>
        <translation>总计 (ms)</translation>
    </message>
    <message>
        <source>AI Core</source>
        <translation>AI Core</translation>
    </message>
    <message>
        <source>AI CPU</source>
        <translation>AI CPU</translation>
    </message>
    <message>
        <source>GPU ops</source>
        <translation>GPU 算子</translation>
    </message>
    <message>
        <source>CPU ops</source>
        <translation>CPU 算子</translation>
    </message>
    <message>
        <source>Host CPU ops</source>
        <translation>Host CPU 算子</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Operator type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Time spent in operators of this type (per step in MindSpore 1.x files)</source>
        <translation>此类型算子的耗时（MindSpore 1.x 文件中为每步耗时）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Number of %1 of this type</source>
        <translation>此类型的%1数</translation>
    </message>
    <message>
        <source>Average (µs)</source>
        <translation>平均 (µs)</translation>
    </message>
    <message>
        <source>Total divided by count</source>
        <translation>总计除以次数</translation>
    </message>
    <message>
        <source>Share of the time of all types in this table</source>
        <translation>占本表所有类型时间的比例</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Operator name (last part of the full name)</source>
        <translation>算子名称（全名的最后一段）</translation>
    </message>
    <message>
        <source>Operator type from the framework file, else from the name</source>
        <translation>算子类型，取自框架文件，否则由名称推断</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Full name without its last part: where in the network the operator is</source>
        <translation>去掉最后一段的全名：算子在网络中的位置</translation>
    </message>
    <message>
        <source>Average × executions (the average alone when the file gives no count)</source>
        <translation>平均 × 执行次数（文件未给出次数时只取平均值）</translation>
    </message>
    <message>
        <source>Executions; — when the file does not say</source>
        <translation>执行次数；文件未给出时为 —</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>Time per execution</source>
        <translation>每次执行的时间</translation>
    </message>
    <message>
        <source>Share of the AI Core time of all operators</source>
        <translation>占所有算子 AI Core 时间的比例</translation>
    </message>
    <message>
        <source>Input dtypes</source>
        <translation>输入数据类型</translation>
    </message>
    <message>
        <source>Input data types from the framework file (&apos;;&apos; between inputs)</source>
        <translation>来自框架文件的输入数据类型（输入之间以 &apos;;&apos; 分隔）</translation>
    </message>
    <message>
        <source>Input shapes</source>
        <translation>输入形状</translation>
    </message>
    <message>
        <source>Input shapes (&apos;;&apos; between inputs)</source>
        <translation>输入形状（输入之间以 &apos;;&apos; 分隔）</translation>
    </message>
    <message>
        <source>Output dtypes</source>
        <translation>输出数据类型</translation>
    </message>
    <message>
        <source>Output data types</source>
        <translation>输出数据类型</translation>
    </message>
    <message>
        <source>Output shapes</source>
        <translation>输出形状</translation>
    </message>
    <message>
        <source>From flops_&lt;rank&gt;.txt; — for operators the file does not list</source>
        <translation>来自 flops_&lt;rank&gt;.txt；文件未列出的算子为 —</translation>
    </message>
    <message>
        <source>Kernel type</source>
        <translation>Kernel 类型</translation>
    </message>
    <message>
        <source>Kernel or task type (framework file, else the detail file)</source>
        <translation>Kernel 或任务类型（取自框架文件，否则取自明细文件）</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>全名</translation>
    </message>
    <message>
        <source>The operator&apos;s full name as the profiler wrote it</source>
        <translation>profiler 写出的算子全名</translation>
    </message>
    <message>
        <source>AI CPU operator as written (&quot;GetNext-1&quot;)</source>
        <translation>文件中的 AI CPU 算子名（&quot;GetNext-1&quot;）</translation>
    </message>
    <message>
        <source>The name before any &apos;-&apos;</source>
        <translation>&apos;-&apos; 之前的名称</translation>
    </message>
    <message>
        <source>Sum of total_time over the executions</source>
        <translation>各次执行的 total_time 之和</translation>
    </message>
    <message>
        <source>Executions</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>Dispatch + execution per call</source>
        <translation>每次调用的下发 + 执行</translation>
    </message>
    <message>
        <source>Dispatch (µs)</source>
        <translation>下发 (µs)</translation>
    </message>
    <message>
        <source>Average dispatch time per call</source>
        <translation>每次调用的平均下发时间</translation>
    </message>
    <message>
        <source>Execution (µs)</source>
        <translation>执行 (µs)</translation>
    </message>
    <message>
        <source>Average execution time per call; — in files written before 2021-06</source>
        <translation>每次调用的平均执行时间；2021-06 之前写出的文件为 —</translation>
    </message>
    <message>
        <source>Share of all AI CPU time</source>
        <translation>占全部 AI CPU 时间的比例</translation>
    </message>
    <message>
        <source>Operator name</source>
        <translation>算子名称</translation>
    </message>
    <message>
        <source>Time of all executions</source>
        <translation>所有执行的时间</translation>
    </message>
    <message>
        <source>Share as the file states it</source>
        <translation>文件中给出的占比</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>op_side: where the op ran</source>
        <translation>op_side：算子运行的位置</translation>
    </message>
    <message>
        <source>CUDA kernels (ms)</source>
        <translation>CUDA kernel (ms)</translation>
    </message>
    <message>
        <source>Time of the CUDA kernels the op launched</source>
        <translation>该算子启动的 CUDA kernel 的时间</translation>
    </message>
    <message>
        <source>CUDA kernel calls</source>
        <translation>CUDA kernel 调用次数</translation>
    </message>
    <message>
        <source>Number of CUDA kernels the op launched</source>
        <translation>该算子启动的 CUDA kernel 数</translation>
    </message>
    <message>
        <source>kernels</source>
        <translation>kernel</translation>
    </message>
    <message>
        <source>The operator&apos;s full name</source>
        <translation>算子全名</translation>
    </message>
    <message>
        <source>The first parts of the operators&apos; full names</source>
        <translation>算子全名的前几段</translation>
    </message>
    <message>
        <source>AI Core time of the operators in this scope</source>
        <translation>此作用域中算子的 AI Core 时间</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Operators in this scope</source>
        <translation>此作用域中的算子</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Step number: the n-th batch of each queue</source>
        <translation>步号：每个队列的第 n 个 batch</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Batch number as the host queue file writes it</source>
        <translation>Host 队列文件中写的 batch 编号</translation>
    </message>
    <message>
        <source>Host queue size</source>
        <translation>Host 队列大小</translation>
    </message>
    <message>
        <source>Batches waiting in the host queue when this batch was taken</source>
        <translation>取出此 batch 时 Host 队列中等待的 batch 数</translation>
    </message>
    <message>
        <source>batches</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Size of the host queue</source>
        <translation>Host 队列的大小</translation>
    </message>
    <message>
        <source>Empty (1 = yes)</source>
        <translation>空（1 = 是）</translation>
    </message>
    <message>
        <source>1 when the host queue was empty: the device had to wait for this batch</source>
        <translation>Host 队列为空时为 1：Device 不得不等待此 batch</translation>
    </message>
    <message>
        <source>Full (1 = yes)</source>
        <translation>满（1 = 是）</translation>
    </message>
    <message>
        <source>1 when the host queue was full: the pipeline was ahead</source>
        <translation>Host 队列为满时为 1：流水线处于领先</translation>
    </message>
    <message>
        <source>Get (ms)</source>
        <translation>获取 (ms)</translation>
    </message>
    <message>
        <source>Time to get the batch from the pipeline</source>
        <translation>从流水线获取该 batch 的时间</translation>
    </message>
    <message>
        <source>Push (ms)</source>
        <translation>推送 (ms)</translation>
    </message>
    <message>
        <source>Time to push the batch to the device</source>
        <translation>将该 batch 推送到 Device 的时间</translation>
    </message>
    <message>
        <source>Batch total (ms)</source>
        <translation>Batch 总计 (ms)</translation>
    </message>
    <message>
        <source>Whole time for the batch, get and push included</source>
        <translation>该 batch 的全部时间，包括获取和推送</translation>
    </message>
    <message>
        <source>Chip queue size</source>
        <translation>芯片队列大小</translation>
    </message>
    <message>
        <source>Batches in the device-side queue at GetNext</source>
        <translation>GetNext 时 Device 侧队列中的 batch 数</translation>
    </message>
    <message>
        <source>GetNext (ms)</source>
        <translation>GetNext (ms)</translation>
    </message>
    <message>
        <source>Duration of the device&apos;s GetNext call</source>
        <translation>Device 的 GetNext 调用耗时</translation>
    </message>
    <message>
        <source>Open a profiler folder</source>
        <translation>打开性能数据文件夹</translation>
    </message>
    <message>
        <source>Reload the folder</source>
        <translation>重新加载文件夹</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>取消加载</translation>
    </message>
    <message>
        <source>Export everything to a folder</source>
        <translation>将全部内容导出到文件夹</translation>
    </message>
    <message>
        <source>Compare the run on show with another run</source>
        <translation>将当前显示的运行与另一次运行对比</translation>
    </message>
    <message>
        <source>Export a report (Markdown with the charts beside it)</source>
        <translation>导出报告（Markdown，图表放在旁边）</translation>
    </message>
    <message>
        <source>Shift + drop a folder</source>
        <translation>Shift + 拖放文件夹</translation>
    </message>
    <message>
        <source>Compare the run on show with the dropped folder (in a comparison: replace B)</source>
        <translation>将当前显示的运行与拖入的文件夹对比（在对比中：替换 B）</translation>
    </message>
    <message>
        <source>Copy the selected rows (operators, data queues) or file:line of the selected problems</source>
        <translation>复制所选行（算子、数据队列）或所选问题的 文件:行号</translation>
    </message>
    <message>
        <source>Type in a filter box</source>
        <translation>在筛选框中输入</translation>
    </message>
    <message>
        <source>Filter the operators or the problems (applied after a short pause)</source>
        <translation>筛选算子或问题（稍作停顿后生效）</translation>
    </message>
    <message>
        <source>Wheel / drag</source>
        <translation>滚轮 / 拖动</translation>
    </message>
    <message>
        <source>Zoom / pan the step axis of the step chart</source>
        <translation>缩放 / 平移迭代轨迹图的步轴</translation>
    </message>
    <message>
        <source>Timeline: wheel, W/S · drag, A/D</source>
        <translation>时间线：滚轮、W/S · 拖动、A/D</translation>
    </message>
    <message>
        <source>Zoom around the cursor · pan</source>
        <translation>以光标为中心缩放 · 平移</translation>
    </message>
    <message>
        <source>Timeline: Shift+drag, Z, Home</source>
        <translation>时间线：Shift+拖动、Z、Home</translation>
    </message>
    <message>
        <source>Select a time range · zoom to it · show the whole trace</source>
        <translation>选择时间范围 · 缩放到该范围 · 显示整个 trace</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>Show all steps again</source>
        <translation>重新显示所有步</translation>
    </message>
    <message>
        <source>Wheel / drag / 0 in the pipeline graph</source>
        <translation>在流水线图中：滚轮 / 拖动 / 0</translation>
    </message>
    <message>
        <source>Zoom around the cursor / pan / fit the whole graph</source>
        <translation>以光标为中心缩放 / 平移 / 适应整个图</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Choose run A, the baseline</source>
        <translation>选择运行 A（基线）</translation>
    </message>
    <message>
        <source>Compare %1 with… (run B)</source>
        <translation>将 %1 与…对比（运行 B）</translation>
    </message>
    <message>
        <source>Replace B with…</source>
        <translation>将 B 替换为…</translation>
    </message>
    <message>
        <source>Replace A with…</source>
        <translation>将 A 替换为…</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>Tuning assistant</source>
        <translation>调优助手</translation>
    </message>
    <message>
        <source>Data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Show or hide a panel: Overview, Step trace, Problems, Operators, Data preparation, Tuning assistant, Data pipeline, Timeline, Communication, Memory</source>
        <translation>显示或隐藏面板：概览、迭代轨迹、问题、算子、数据准备、调优助手、数据处理流水线、时间线、通信、内存</translation>
    </message>
    <message>
        <source>Show or hide the Cluster view (jobs of several ranks)</source>
        <translation>显示或隐藏集群视图（多 Rank 作业）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>About StepLens</source>
        <translation>关于 StepLens</translation>
    </message>
    <message>
        <source>&lt;h3&gt;StepLens %1&lt;/h3&gt;&lt;p&gt;Where every millisecond of a MindSpore training step goes.&lt;/p&gt;&lt;p&gt;Reads the profiler folders MindSpore writes (1.x profiler/ and 2.x ASCEND_PROFILER_OUTPUT) and never writes into them.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and QCustomPlot.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;StepLens %1&lt;/h3&gt;&lt;p&gt;MindSpore 训练步的每一毫秒花在了哪里。&lt;/p&gt;&lt;p&gt;读取 MindSpore 写出的性能数据文件夹（1.x 的 profiler/ 和 2.x 的 ASCEND_PROFILER_OUTPUT），从不写入其中。&lt;/p&gt;&lt;p&gt;基于 Qt %2 和 QCustomPlot 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Next or previous panel among those tabbed together (also Ctrl+Tab, Ctrl+Shift+Tab)</source>
        <translation>在以标签页组合的面板之间切换到下一个或上一个（也可用 Ctrl+Tab、Ctrl+Shift+Tab）</translation>
    </message>
</context>
<context>
    <name>steplens::AscendStepChart</name>
    <message>
        <source>Computing</source>
        <translation>Computing</translation>
    </message>
    <message>
        <source>Communication (not overlapped)</source>
        <translation>Communication（未被掩盖）</translation>
    </message>
    <message>
        <source>Free (device idle)</source>
        <translation>Free（Device 空闲）</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Preparing</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <source>Overlapped communication</source>
        <translation>被掩盖的通信</translation>
    </message>
    <message>
        <source>Step time by phase — MindSpore ≥2.3 / torch_npu layout (%1)</source>
        <translation>各阶段的步耗时 — MindSpore ≥2.3 / torch_npu 格式（%1）</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Preparing (host)</source>
        <translation>Preparing（Host）</translation>
    </message>
    <message>
        <source>Preparing: host time before the device starts the step.</source>
        <translation>Preparing：Device 开始执行该步之前的 Host 时间。</translation>
    </message>
    <message>
        <source>Free: the device is idle inside the step.</source>
        <translation>Free：该步内 Device 空闲的时间。</translation>
    </message>
    <message>
        <source>Communication not hidden under computing: it lengthens the step.</source>
        <translation>未被计算掩盖的通信：它会拉长每一步。</translation>
    </message>
    <message>
        <source>Overlapped communication runs while Computing and is already inside the Computing bar, so it is drawn as a hatched bar beside the stack, not on it.</source>
        <translation>被掩盖的通信与 Computing 同时进行，已包含在 Computing 柱中，因此画成堆叠柱旁边的斜线柱，而不叠加在上面。</translation>
    </message>
</context>
<context>
    <name>steplens::AscendStepTableModel</name>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Step number as written in step_trace_time.csv</source>
        <translation>step_trace_time.csv 中写的步号</translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>步耗时 (ms)</translation>
    </message>
    <message>
        <source>Preparing + Computing + Communication(Not Overlapped) + Free</source>
        <translation>Preparing + Computing + Communication(Not Overlapped) + Free</translation>
    </message>
    <message>
        <source>Preparing (ms)</source>
        <translation>Preparing (ms)</translation>
    </message>
    <message>
        <source>Host lead-in before the device starts the step</source>
        <translation>Device 开始该步之前的 Host 前导时间</translation>
    </message>
    <message>
        <source>Computing (ms)</source>
        <translation>Computing (ms)</translation>
    </message>
    <message>
        <source>Device time in compute kernels</source>
        <translation>Device 在计算 kernel 中的时间</translation>
    </message>
    <message>
        <source>Communication not overlapped (ms)</source>
        <translation>未被掩盖的通信 (ms)</translation>
    </message>
    <message>
        <source>Communication the device waits for: nothing computes meanwhile</source>
        <translation>Device 等待的通信：此时没有计算</translation>
    </message>
    <message>
        <source>Overlapped (ms)</source>
        <translation>被掩盖 (ms)</translation>
    </message>
    <message>
        <source>Communication hidden under computing</source>
        <translation>隐藏在计算中的通信</translation>
    </message>
    <message>
        <source>Communication (ms)</source>
        <translation>通信 (ms)</translation>
    </message>
    <message>
        <source>All communication of the step</source>
        <translation>该步的全部通信</translation>
    </message>
    <message>
        <source>Free (ms)</source>
        <translation>Free (ms)</translation>
    </message>
    <message>
        <source>Device idle inside the step</source>
        <translation>步内 Device 空闲</translation>
    </message>
</context>
<context>
    <name>steplens::ChartBase</name>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>复制图片</translation>
    </message>
</context>
<context>
    <name>steplens::ChartExportDialog</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>The file type follows the suffix: .png, .svg or .pdf</source>
        <translation>文件类型取决于后缀：.png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>As on screen (%1 × %2)</source>
        <translation>与屏幕相同（%1 × %2）</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>自定义：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>The chart was not saved: %1</source>
        <translation>图表未保存：%1</translation>
    </message>
</context>
<context>
    <name>steplens::ClusterLoader</name>
    <message>
        <source>rank %1 could not be read from %2</source>
        <translation>无法从 %2 读取 Rank %1</translation>
    </message>
    <message>
        <source>no rank could be read</source>
        <translation>没有任何 Rank 可以读取</translation>
    </message>
    <message>
        <source>rank %1 comes from a report file: its profiler folder is not on this machine</source>
        <translation>Rank %1 来自报告文件：其 Profiler 文件夹不在本机上</translation>
    </message>
    <message>
        <source>rank %1 comes from cluster_analysis_output: open its rank folder to see it</source>
        <translation>Rank %1 来自 cluster_analysis_output：请打开其 Rank 文件夹查看</translation>
    </message>
    <message>
        <source>rank %1 is not in this folder</source>
        <translation>Rank %1 不在此文件夹中</translation>
    </message>
</context>
<context>
    <name>steplens::ClusterPanel</name>
    <message>
        <source>Sort ranks by</source>
        <translation>Rank 排序依据</translation>
    </message>
    <message>
        <source>Heat map of</source>
        <translation>热力图内容</translation>
    </message>
    <message>
        <source>Bars: mean per step of each phase, one per rank; the heat map&apos;s rows follow the bars&apos; order. Drag or scroll along the ranks to see them all; click a rank to open it, a cell to open that rank at that step.</source>
        <translation>条形：每个 Rank 一条，显示各阶段的每步平均；热力图的行与条形顺序一致。沿 Rank 方向拖动或滚动可查看全部；单击某个 Rank 打开它，单击某个格子在该步打开该 Rank。</translation>
    </message>
    <message>
        <source>Step phases</source>
        <translation>步阶段</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输链路</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>通信域</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>Filter ranks by their note (slow, no step data)…</source>
        <translation>按备注筛选 Rank（慢、无步数据）…</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>No cluster to show</source>
        <translation>没有可显示的集群</translation>
    </message>
    <message>
        <source>The Cluster view compares the ranks of a job: open a job folder with several rank folders (*_ascend_ms, *_ascend_pt, a 1.x profiler folder of several ranks), msprof-analyze&apos;s cluster_analysis_output, or a folder of per-rank reports written by steplens report RANKDIR --format json.</source>
        <translation>集群视图比较一个作业的各个 Rank：请打开包含多个 Rank 文件夹的作业文件夹（*_ascend_ms、*_ascend_pt、含多个 Rank 的 1.x profiler 文件夹）、msprof-analyze 的 cluster_analysis_output，或由 steplens report RANKDIR --format json 写出的每 Rank 报告所在的文件夹。</translation>
    </message>
    <message>
        <source>read from the rank folders, summary first</source>
        <translation>读取自各 Rank 文件夹，先读摘要</translation>
    </message>
    <message>
        <source>from the ranks read in full</source>
        <translation>来自完整读取的 Rank</translation>
    </message>
    <message>
        <source>from per-rank report files</source>
        <translation>来自每 Rank 报告文件</translation>
    </message>
    <message>
        <source>from msprof-analyze&apos;s cluster_analysis_output</source>
        <translation>来自 msprof-analyze 的 cluster_analysis_output</translation>
    </message>
    <message>
        <source>%1 · %2 layout · %3</source>
        <translation>%1 · %2 目录结构 · %3</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>个 Rank</translation>
    </message>
    <message>
        <source>MindSpore 1.x</source>
        <translation>MindSpore 1.x</translation>
    </message>
    <message>
        <source>MindSpore ≥2.3 / torch_npu</source>
        <translation>MindSpore ≥2.3 / torch_npu</translation>
    </message>
    <message>
        <source>mean step %1 (%2 to %3 across ranks)</source>
        <translation>平均步耗时 %1（各 Rank 从 %2 到 %3）</translation>
    </message>
    <message>
        <source>holding it back: rank %1 (%2 +%3)</source>
        <translation>拖慢作业的是：Rank %1（%2 +%3）</translation>
    </message>
    <message>
        <source>%1 without step data</source>
        <translation>%1 没有步数据</translation>
    </message>
    <message>
        <source>show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>No cluster rule fired: no rank is slower than the others by more than %1 % of the step in a phase, and no link is more than %2 % below its transport&apos;s mean.</source>
        <translation>没有集群规则触发：没有 Rank 在某个阶段比其他 Rank 慢超过步耗时的 %1 %，也没有链路比其传输类型的平均值低超过 %2 %。</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步耗时</translation>
    </message>
    <message>
        <source>Rank number</source>
        <translation>Rank 编号</translation>
    </message>
    <message>
        <source>Wait, least first</source>
        <translation>等待，最少者在前</translation>
    </message>
    <message>
        <source>Transit, most first</source>
        <translation>传输，最多者在前</translation>
    </message>
    <message>
        <source>All transports</source>
        <translation>所有传输类型</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>所有通信域</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>通信组 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Mean step phases per rank, sorted by %1</source>
        <translation>各 Rank 的平均步阶段，按%1排序</translation>
    </message>
    <message>
        <source>Collective communication per rank: moving data against waiting</source>
        <translation>各 Rank 的集合通信：搬运数据与等待</translation>
    </message>
    <message>
        <source>No rank has communication.json (or hccl_raw) data: the profiler level was too low, or the job did not communicate.</source>
        <translation>没有 Rank 有 communication.json（或 hccl_raw）数据：Profiler 级别太低，或作业没有通信。</translation>
    </message>
    <message>
        <source>In a synchronous job the ranks that wait long are waiting for a slower one; the rank that holds them back waits least (first when sorted by wait, marked when a finding names it).</source>
        <translation>在同步作业中，等待时间长的 Rank 是在等一个更慢的 Rank；拖慢它们的 Rank 等待最少（按等待排序时在最前，被发现指出时会标记）。</translation>
    </message>
    <message>
        <source>Link bandwidth (GB/s) of every rank pair — %1, %2</source>
        <translation>每对 Rank 的链路带宽 (GB/s) — %1，%2</translation>
    </message>
    <message>
        <source>Rows: source rank, columns: destination rank; bandwidth summed over the profiled steps (size / time) on a scale from 0 (warm) to the fastest link (blue).</source>
        <translation>行：源 Rank，列：目的 Rank；带宽为剖析各步的总和（数据量 / 时间），色标从 0（暖色）到最快链路（蓝色）。</translation>
    </message>
    <message>
        <source>%1 moved less than 1 % of the data of their transport&apos;s busiest link: small messages, whose bandwidth is bound by latency, so the slow-link rule leaves them out however warm they look.</source>
        <translation>%1 传输的数据不到其传输类型最忙链路的 1 %：小消息的带宽受时延限制，因此无论颜色多暖，慢链路规则都不考虑它们。</translation>
    </message>
    <message>
        <source>link</source>
        <translation>条链路</translation>
    </message>
    <message>
        <source>links</source>
        <translation>条链路</translation>
    </message>
    <message>
        <source>No link in this selection (communication_matrix.json or hccl_raw missing, or another filter).</source>
        <translation>此选择中没有链路（缺少 communication_matrix.json 或 hccl_raw，或被其他筛选条件排除）。</translation>
    </message>
    <message>
        <source>%1 outlined: more than %2 % below the mean of its transport across the cluster.</source>
        <translation>%1 已加框标出：比集群中其传输类型的平均值低 %2 % 以上。</translation>
    </message>
    <message>
        <source>slow link is</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <source>slow links are</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <source>No link is more than %1 % below the mean of its transport.</source>
        <translation>没有链路比其传输类型的平均值低超过 %1 %。</translation>
    </message>
    <message>
        <source>Cluster: step phases per rank</source>
        <translation>集群：各 Rank 的步阶段</translation>
    </message>
    <message>
        <source>Cluster: rank × step heat map</source>
        <translation>集群：Rank × 步 热力图</translation>
    </message>
    <message>
        <source>Cluster: communication per rank</source>
        <translation>集群：各 Rank 的通信</translation>
    </message>
    <message>
        <source>Cluster: link matrix</source>
        <translation>集群：链路矩阵</translation>
    </message>
    <message>
        <source>Cluster: links (table)</source>
        <translation>集群：链路（表）</translation>
    </message>
    <message>
        <source>Cluster: ranks (table)</source>
        <translation>集群：Rank（表）</translation>
    </message>
    <message>
        <source>Cluster: step time per rank and step (table)</source>
        <translation>集群：各 Rank 各步的步耗时（表）</translation>
    </message>
    <message>
        <source>No step data in these ranks</source>
        <translation>这些 Rank 没有步数据</translation>
    </message>
    <message>
        <source>None of the %1 has a step trace (1.x step_trace_raw_*.csv, 2.x step_trace_time.csv or analysis.db), so there are no step phases to compare. The Communication, Links and Ranks tabs, and each rank&apos;s own panels, show what was read.</source>
        <translation>%1 都没有迭代轨迹（1.x 的 step_trace_raw_*.csv、2.x 的 step_trace_time.csv 或 analysis.db），因此没有可比较的步阶段。“通信”“链路”和“Rank”页以及各 Rank 自己的面板会显示已读取的内容。</translation>
    </message>
</context>
<context>
    <name>steplens::CommOpChart</name>
    <message>
        <source>Communication operations</source>
        <translation>通信操作</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <source>Transit (moving data)</source>
        <translation>传输（搬运数据）</translation>
    </message>
    <message>
        <source>Wait (for other ranks)</source>
        <translation>等待（等其他 Rank）</translation>
    </message>
    <message>
        <source>Idle (rest of the elapse)</source>
        <translation>空闲（耗时的其余部分）</translation>
    </message>
    <message>
        <source>Elapse %1 · transit %2 · wait %3 · idle %4</source>
        <translation>耗时 %1 · 传输 %2 · 等待 %3 · 空闲 %4</translation>
    </message>
    <message>
        <source>%1: %2 MB at %3 GB/s</source>
        <translation>%1：%2 MB，%3 GB/s</translation>
    </message>
</context>
<context>
    <name>steplens::CommunicationPanel</name>
    <message>
        <source>Links of:</source>
        <translation>链路所属：</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>Filter operations by name, step, kind, transport or group…</source>
        <translation>按名称、步、类型、链路或通信组筛选操作…</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>ASCEND_PROFILER_OUTPUT/communication.json and communication_matrix.json (MindSpore ≥2.3 / torch_npu, distributed runs, profiler Level1 or Level2)</source>
        <translation>ASCEND_PROFILER_OUTPUT/communication.json 和 communication_matrix.json（MindSpore ≥2.3 / torch_npu，分布式运行，profiler Level1 或 Level2）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Slowest communication operations (cluster analysis)</source>
        <translation>最慢的通信操作（集群分析）</translation>
    </message>
    <message>
        <source>Slowest communication operations of rank %1</source>
        <translation>Rank %1 最慢的通信操作</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>%1 in %2: %3 elapsed, %4 transit, %5 wait (%6 of the elapse)</source>
        <translation>%1（%2 中）：耗时 %3，传输 %4，等待 %5（占耗时的 %6）</translation>
    </message>
    <message>
        <source>operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>个操作</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>所有 Rank</translation>
    </message>
    <message>
        <source>cluster analysis</source>
        <translation>集群分析</translation>
    </message>
    <message>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Link bandwidth (GB/s), %1
%2</source>
        <translation>链路带宽 (GB/s)，%1
%2</translation>
    </message>
    <message>
        <source>Rows: source rank, columns: destination rank. Cells: bandwidth in GB/s on a scale from 0 (warm) to the fastest link (blue); grey cells are LOCAL copies inside a device, left off the scale.</source>
        <translation>行：源 Rank；列：目的 Rank。单元格：带宽 (GB/s)，色阶从 0（暖色）到最快链路（蓝色）；灰色单元格是 Device 内部的 LOCAL 拷贝，不计入色阶。</translation>
    </message>
    <message>
        <source>%1 outlined: more than %2 % below the mean bandwidth of the same transport type.</source>
        <translation>%1加框显示：比同类链路的平均带宽低 %2 % 以上。</translation>
    </message>
    <message>
        <source>slow link is</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <source>slow links are</source>
        <translation>慢链路</translation>
    </message>
    <message>
        <source>No link is more than %1 % below the mean of its transport type.</source>
        <translation>没有链路比同类链路的平均值低 %1 % 以上。</translation>
    </message>
    <message>
        <source>Link matrix (heat map)</source>
        <translation>链路矩阵（热力图）</translation>
    </message>
    <message>
        <source>Links of the matrix (table)</source>
        <translation>矩阵中的链路（表格）</translation>
    </message>
    <message>
        <source>Slowest communication operations (chart)</source>
        <translation>最慢的通信操作（图表）</translation>
    </message>
    <message>
        <source>Communication operations</source>
        <translation>通信操作</translation>
    </message>
</context>
<context>
    <name>steplens::CompareFindingsPage</name>
    <message>
        <source>A measured %1 (threshold %2), %3; gone in B</source>
        <translation>A 实测 %1（阈值 %2），%3；B 中已无</translation>
    </message>
    <message>
        <source>B measures %1 (threshold %2), %3</source>
        <translation>B 实测 %1（阈值 %2），%3</translation>
    </message>
    <message>
        <source>measured %1 → %2; %3 → %4</source>
        <translation>实测 %1 → %2；%3 → %4</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>已解决</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>persisting</source>
        <translation>仍存在</translation>
    </message>
    <message>
        <source>Resolved in B</source>
        <translation>B 中已解决</translation>
    </message>
    <message>
        <source>Nothing A had is gone in B.</source>
        <translation>A 的问题在 B 中都还在。</translation>
    </message>
    <message>
        <source>New in B</source>
        <translation>B 中新增</translation>
    </message>
    <message>
        <source>B has no finding A did not have.</source>
        <translation>B 没有 A 之外的新发现。</translation>
    </message>
    <message>
        <source>Still there</source>
        <translation>仍存在</translation>
    </message>
    <message>
        <source>No finding is in both runs.</source>
        <translation>没有两次运行都有的发现。</translation>
    </message>
    <message>
        <source>The tuning assistant&apos;s findings for A (%1) and B (%2), with the same thresholds. A finding is the same when its id is.</source>
        <translation>A（%1）和 B（%2）的调优助手发现，使用相同的阈值。id 相同即为同一发现。</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Measured A</source>
        <translation>A 实测</translation>
    </message>
    <message>
        <source>Measured B</source>
        <translation>B 实测</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Impact A (ms per step)</source>
        <translation>A 影响（每步 ms）</translation>
    </message>
    <message>
        <source>Impact B (ms per step)</source>
        <translation>B 影响（每步 ms）</translation>
    </message>
    <message>
        <source>Findings resolved, new and persisting</source>
        <translation>已解决、新增和仍存在的发现</translation>
    </message>
</context>
<context>
    <name>steplens::CompareHeader</name>
    <message>
        <source>Throughput (steps/s)</source>
        <translation>吞吐量（步/秒）</translation>
    </message>
    <message>
        <source>about the same</source>
        <translation>基本相同</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>更快</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>更慢</translation>
    </message>
    <message>
        <source>%1 → %2 samples/s</source>
        <translation>%1 → %2 样本/秒</translation>
    </message>
    <message>
        <source>Set a batch size for samples/s</source>
        <translation>设置 batch 大小以显示样本/秒</translation>
    </message>
    <message>
        <source>Not known: a run has no step times</source>
        <translation>未知：有一次运行没有步耗时</translation>
    </message>
    <message>
        <source>Whole step (mean)</source>
        <translation>整步（平均）</translation>
    </message>
    <message>
        <source>%1 (mean)</source>
        <translation>%1（平均）</translation>
    </message>
    <message>
        <source>%1: %2 in A, %3 in B per step on average; B − A = %4</source>
        <translation>%1：A 中每步平均 %2，B 中 %3；B − A = %4</translation>
    </message>
</context>
<context>
    <name>steplens::CompareMemoryPage</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>已分配峰值</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>预留峰值</translation>
    </message>
    <message>
        <source>Peak active</source>
        <translation>活跃峰值</translation>
    </message>
    <message>
        <source>No memory data</source>
        <translation>无内存数据</translation>
    </message>
    <message>
        <source>Neither run has memory data</source>
        <translation>两次运行都没有内存数据</translation>
    </message>
    <message>
        <source>The memory comparison needs memory_record.csv / operator_memory.csv (or the database export&apos;s MEMORY_RECORD) in at least one run: profile with profile_memory on.</source>
        <translation>内存对比需要至少一次运行中有 memory_record.csv / operator_memory.csv（或数据库导出的 MEMORY_RECORD）：采集时开启 profile_memory。</translation>
    </message>
    <message>
        <source>%1: A %2, B %3, %4</source>
        <translation>%1：A %2，B %3，%4</translation>
    </message>
    <message>
        <source>%1: only %2 has it</source>
        <translation>%1：只有 %2 有</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Highest value over all memory_record rows</source>
        <translation>所有 memory_record 行中的最大值</translation>
    </message>
    <message>
        <source>A (MB)</source>
        <translation>A (MB)</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>B (MB)</source>
        <translation>B (MB)</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>对比对象</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Less is better</source>
        <translation>越小越好</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Of A</source>
        <translation>相对 A</translation>
    </message>
    <message>
        <source>Aligned on the start of step %1 in both runs.</source>
        <translation>两次运行都对齐到第 %1 步的开始。</translation>
    </message>
    <message>
        <source>No step both runs have: aligned on their first memory records.</source>
        <translation>没有两次运行都有的步：对齐到各自的第一条内存记录。</translation>
    </message>
    <message>
        <source>Device memory of A and B (chart)</source>
        <translation>A 和 B 的 Device 内存（图表）</translation>
    </message>
    <message>
        <source>Memory peaks of A and B</source>
        <translation>A 和 B 的内存峰值</translation>
    </message>
</context>
<context>
    <name>steplens::CompareOperatorsPage</name>
    <message>
        <source>AI CPU</source>
        <translation>AI CPU</translation>
    </message>
    <message>
        <source>AI Core</source>
        <translation>AI Core</translation>
    </message>
    <message>
        <source>Filter by name or kind…</source>
        <translation>按名称或类别筛选…</translation>
    </message>
    <message>
        <source>Every status</source>
        <translation>全部状态</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>有变化</translation>
    </message>
    <message>
        <source>▲ Slower</source>
        <translation>▲ 变慢</translation>
    </message>
    <message>
        <source>▼ Faster</source>
        <translation>▼ 变快</translation>
    </message>
    <message>
        <source>+ Added in B</source>
        <translation>+ B 中新增</translation>
    </message>
    <message>
        <source>− Removed in B</source>
        <translation>− B 中移除</translation>
    </message>
    <message>
        <source>= Unchanged</source>
        <translation>= 不变</translation>
    </message>
    <message>
        <source>Show only the rows with this status</source>
        <translation>只显示此状态的行</translation>
    </message>
    <message>
        <source>Regressions first</source>
        <translation>劣化在前</translation>
    </message>
    <message>
        <source>Back to StepLens&apos; order: the largest slowdowns first, then the largest gains</source>
        <translation>恢复 StepLens 的排序：最大的变慢在前，然后是最大的提升</translation>
    </message>
    <message>
        <source>By operator type</source>
        <translation>按算子类型</translation>
    </message>
    <message>
        <source>By operator</source>
        <translation>按算子</translation>
    </message>
    <message>
        <source>Op type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>new in B</source>
        <translation>B 中新增</translation>
    </message>
    <message>
        <source>gone in B</source>
        <translation>B 中已无</translation>
    </message>
    <message>
        <source>Op types that changed most: B − A (the %1 largest)</source>
        <translation>变化最大的算子类型：B − A（最大的 %1 个）</translation>
    </message>
    <message>
        <source>Op types that changed: B − A</source>
        <translation>有变化的算子类型：B − A</translation>
    </message>
    <message>
        <source>Change in total time (ms)
left of 0: less time in B</source>
        <translation>总时间的变化 (ms)
0 的左侧：B 中时间更少</translation>
    </message>
    <message>
        <source>Neither run has operator tables</source>
        <translation>两次运行都没有算子表</translation>
    </message>
    <message>
        <source>No op type changed by more than 5 %</source>
        <translation>没有算子类型的变化超过 5 %</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%2 行中的 %1 行</translation>
    </message>
    <message>
        <source> · %1 slower, %2 faster, %3 added, %4 removed, %5 unchanged</source>
        <translation> · %1 个变慢，%2 个变快，%3 个新增，%4 个移除，%5 个不变</translation>
    </message>
    <message>
        <source> (sorting…)</source>
        <translation>（排序中…）</translation>
    </message>
    <message>
        <source>Op types that changed most</source>
        <translation>变化最大的算子类型</translation>
    </message>
    <message>
        <source>Op type diff</source>
        <translation>算子类型差异</translation>
    </message>
    <message>
        <source>Operator diff</source>
        <translation>算子差异</translation>
    </message>
    <message>
        <source> · %1 waiting for input, not counted as regressions</source>
        <translation> · %1 个在等待输入，不计为劣化</translation>
    </message>
</context>
<context>
    <name>steplens::ComparePipelinePage</name>
    <message>
        <source>Host queue</source>
        <translation>Host 队列</translation>
    </message>
    <message>
        <source>Chip queue</source>
        <translation>芯片队列</translation>
    </message>
    <message>
        <source>empty in %1 of batches</source>
        <translation>%1 的 batch 时为空</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1: %2 in A, %3 in B</source>
        <translation>%1：A 中 %2，B 中 %3</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>A (%1). </source>
        <translation>A（%1）。</translation>
    </message>
    <message>
        <source>B (%1). </source>
        <translation>B（%1）。</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Op in A</source>
        <translation>A 中的算子</translation>
    </message>
    <message>
        <source>Ops are matched by their place in the pipeline, not by id</source>
        <translation>算子按其在流水线中的位置匹配，而不是按 id</translation>
    </message>
    <message>
        <source>Op in B</source>
        <translation>B 中的算子</translation>
    </message>
    <message>
        <source>Workers A</source>
        <translation>A 线程数</translation>
    </message>
    <message>
        <source>Workers B</source>
        <translation>B 线程数</translation>
    </message>
    <message>
        <source>Queue fill A (%)</source>
        <translation>A 队列填充 (%)</translation>
    </message>
    <message>
        <source>Average size of the op&apos;s output queue over its capacity</source>
        <translation>算子输出队列的平均大小与其容量之比</translation>
    </message>
    <message>
        <source>Queue fill B (%)</source>
        <translation>B 队列填充 (%)</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>变化内容</translation>
    </message>
    <message>
        <source>Neither run has data-pipeline files to compare.</source>
        <translation>两次运行都没有可对比的数据处理流水线文件。</translation>
    </message>
    <message>
        <source>The pipeline is set up the same in both runs: no op changed its workers or its queue fill by more than 10 points.</source>
        <translation>两次运行的流水线设置相同：没有算子的线程数或队列填充变化超过 10 个百分点。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Changed&lt;/b&gt; (ringed in the graphs): %1.</source>
        <translation>&lt;b&gt;有变化&lt;/b&gt;（图中以圆圈标出）：%1。</translation>
    </message>
    <message>
        <source>Data pipeline of A</source>
        <translation>A 的数据处理流水线</translation>
    </message>
    <message>
        <source>Data pipeline of B</source>
        <translation>B 的数据处理流水线</translation>
    </message>
    <message>
        <source>Pipeline op diff</source>
        <translation>流水线算子差异</translation>
    </message>
</context>
<context>
    <name>steplens::CompareStepPage</name>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>Mean time per step: B − A by phase</source>
        <translation>每步平均时间：按阶段 B − A</translation>
    </message>
    <message>
        <source>ms per step
&lt; 0: B is faster</source>
        <translation>每步变化 (ms)
0 的左侧：B 更快</translation>
    </message>
    <message>
        <source>No step phases to compare</source>
        <translation>没有可对比的步阶段</translation>
    </message>
    <message>
        <source>Each aligned step: B − A</source>
        <translation>每个对齐的步：B − A</translation>
    </message>
    <message>
        <source>No per-step times to align</source>
        <translation>没有可对齐的每步时间</translation>
    </message>
    <message>
        <source>A has %1, B has %2.</source>
        <translation>A 有 %1，B 有 %2。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Steps are aligned by position: the i-th step of B against the i-th of A.</source>
        <translation>步按位置对齐：B 的第 i 步对比 A 的第 i 步。</translation>
    </message>
    <message>
        <source>The step counts differ: the first %1 are aligned by position (the i-th of B against the i-th of A); the means use every step of each run.</source>
        <translation>步数不同：前 %1 步按位置对齐（B 的第 i 步对比 A 的第 i 步）；平均值使用各运行的全部步。</translation>
    </message>
    <message>
        <source>Both step charts share one time scale and zoom together.</source>
        <translation>两个迭代轨迹图共用一个时间轴，并一起缩放。</translation>
    </message>
    <message>
        <source>The means leave out the first %1 warm-up steps.</source>
        <translation>平均值不计前 %1 个预热步。</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>A (ms)</source>
        <translation>A (ms)</translation>
    </message>
    <message>
        <source>B (ms)</source>
        <translation>B (ms)</translation>
    </message>
    <message>
        <source>Δ (ms)</source>
        <translation>Δ (ms)</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Aligned step</source>
        <translation>对齐的步</translation>
    </message>
    <message>
        <source>Δ whole step (ms)</source>
        <translation>Δ 整步 (ms)</translation>
    </message>
    <message>
        <source>Δ iteration gap (ms)</source>
        <translation>Δ 迭代间隙 (ms)</translation>
    </message>
    <message>
        <source>Δ forward+backward (ms)</source>
        <translation>Δ 前向+反向 (ms)</translation>
    </message>
    <message>
        <source>Δ tail (ms)</source>
        <translation>Δ 迭代拖尾 (ms)</translation>
    </message>
    <message>
        <source>Step trace of A</source>
        <translation>A 的迭代轨迹</translation>
    </message>
    <message>
        <source>Step trace of B</source>
        <translation>B 的迭代轨迹</translation>
    </message>
    <message>
        <source>Change by phase</source>
        <translation>按阶段的变化</translation>
    </message>
    <message>
        <source>Change per aligned step</source>
        <translation>每个对齐步的变化</translation>
    </message>
    <message>
        <source>Phase changes table</source>
        <translation>阶段变化表</translation>
    </message>
    <message>
        <source>Per-step changes table</source>
        <translation>每步变化表</translation>
    </message>
</context>
<context>
    <name>steplens::CompareTimelinePage</name>
    <message>
        <source>Fit both timelines to this step, each at its own step start, on one time scale</source>
        <translation>将两条时间线都适配到这一步，各自从自己的步开始，使用同一时间轴</translation>
    </message>
    <message>
        <source>Align on:</source>
        <translation>对齐到：</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Step %1 of A, step %2 of B</source>
        <translation>A 的第 %1 步，B 的第 %2 步</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 (step %3 is not on this timeline: aligned on the trace&apos;s start)</source>
        <translation>%1：%2（第 %3 步不在此时间线上：对齐到 trace 的开始）</translation>
    </message>
    <message>
        <source>%1: %2, step %3 took %4</source>
        <translation>%1：%2，第 %3 步耗时 %4</translation>
    </message>
    <message>
        <source>%1 (%2) has no timeline: its profiler folder holds no ascend_timeline_display_&lt;rank&gt;.json, trace_view.json or msprof_*.json for this rank, or it was opened without reading the timeline.</source>
        <translation>%1（%2）没有时间线：其性能数据文件夹中没有此 Rank 的 ascend_timeline_display_&lt;rank&gt;.json、trace_view.json 或 msprof_*.json，或打开时没有读取时间线。</translation>
    </message>
    <message>
        <source>The two timelines are shown together when both runs have one.</source>
        <translation>两次运行都有时间线时，会一起显示。</translation>
    </message>
    <message>
        <source>No step appears on both timelines: both are shown from their first event, on one time scale. Zoom or pan either one; the other follows.</source>
        <translation>没有两条时间线都有的步：两者都从各自的第一个事件开始显示，使用同一时间轴。缩放或平移任意一条，另一条会跟随。</translation>
    </message>
    <message>
        <source>One time scale for both runs: x is the time since the start of step %1 in each run (its own clock), so a faster step looks shorter. Zoom or pan either timeline; the other follows.</source>
        <translation>两次运行使用同一时间轴：x 是各运行中自第 %1 步开始以来的时间（各自的时钟），因此更快的步看起来更短。缩放或平移任意一条时间线，另一条会跟随。</translation>
    </message>
    <message>
        <source>%1 of A and %2 of B</source>
        <translation>A 的%1和 B 的%2</translation>
    </message>
    <message>
        <source>Timelines of A and B, step-aligned</source>
        <translation>A 和 B 的时间线，按步对齐</translation>
    </message>
</context>
<context>
    <name>steplens::CompareTimelineSlot</name>
    <message>
        <source>%1 can be aligned (step %2 of A with step %3 of B, and so on).</source>
        <translation>可以对齐 %1（A 的第 %2 步对应 B 的第 %3 步，依此类推）。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>These runs have no 1.x step trace to align their steps by.</source>
        <translation>这些运行没有可用于对齐步的 1.x 迭代轨迹。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Timelines of A and B&lt;/h3&gt;&lt;p&gt;The two runs&apos; timelines will appear here, one above the other, zoomed and panned together, with a step of A lined up with the same aligned step of B.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Until then, open a run on its own to see its timeline.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A 和 B 的时间线&lt;/h3&gt;&lt;p&gt;两次运行的时间线会在这里上下排列显示，一起缩放和平移，A 的某一步与 B 中对齐的同一步排在一起。&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;在此之前，可单独打开一次运行查看其时间线。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>steplens::ComparisonLoader</name>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>Analysing both runs</source>
        <translation>正在分析两次运行</translation>
    </message>
</context>
<context>
    <name>steplens::ComparisonSession</name>
    <message>
        <source>Analysing both runs again with the new settings…</source>
        <translation>正在按新设置重新分析两次运行…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Comparing A: %1 with B: %2</source>
        <translation>正在对比 A：%1 与 B：%2</translation>
    </message>
    <message>
        <source>B runs at %1× A&apos;s steps/s</source>
        <translation>B 的步/秒是 A 的 %1×</translation>
    </message>
</context>
<context>
    <name>steplens::ComparisonView</name>
    <message>
        <source>Swap A and B</source>
        <translation>交换 A 和 B</translation>
    </message>
    <message>
        <source>Make B the baseline and A the candidate (nothing is read again)</source>
        <translation>以 B 为基线、A 为对比对象（不重新读取）</translation>
    </message>
    <message>
        <source>Close comparison</source>
        <translation>关闭对比</translation>
    </message>
    <message>
        <source>Back to the single run</source>
        <translation>返回单次运行</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source> samples/step</source>
        <translation> 样本/步</translation>
    </message>
    <message>
        <source>Samples per step, for samples/s. Both runs are analysed with it.</source>
        <translation>每步的样本数，用于计算样本/秒。两次运行都按此值分析。</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>正在对比</translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation>Batch 大小：</translation>
    </message>
    <message>
        <source>Step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
    <message>
        <source>Tuning assistant</source>
        <translation>调优助手</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>No comparison yet</source>
        <translation>尚无对比</translation>
    </message>
    <message>
        <source>Choose File › Compare with… to compare two runs.</source>
        <translation>选择“文件 › 与…对比”来对比两次运行。</translation>
    </message>
    <message>
        <source>Replace %1 with another folder…</source>
        <translation>用另一个文件夹替换 %1…</translation>
    </message>
    <message>
        <source>Open %1 on its own</source>
        <translation>单独打开 %1</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基线</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>对比对象</translation>
    </message>
    <message>
        <source>These runs cannot be compared</source>
        <translation>这些运行无法对比</translation>
    </message>
    <message>
        <source>Preparing the comparison…</source>
        <translation>正在准备对比…</translation>
    </message>
</context>
<context>
    <name>steplens::DataPrepPanel</name>
    <message>
        <source>%1 could not be read: %2 (%3).</source>
        <translation>无法读取 %1：%2（%3）。</translation>
    </message>
    <message>
        <source>Host queue (empty for %1 of %2 batches, full for %3)</source>
        <translation>Host 队列（%2 个 batch 中 %1 个为空，%3 个为满）</translation>
    </message>
    <message>
        <source>batches</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>Chip queue (empty at %1 of %2 GetNext calls)</source>
        <translation>芯片队列（%2 次 GetNext 调用中 %1 次为空）</translation>
    </message>
    <message>
        <source>No data queue in this rank: neither a host queue file nor a chip-side queue file.</source>
        <translation>此 Rank 中没有数据队列：既没有 Host 队列文件，也没有芯片侧队列文件。</translation>
    </message>
    <message>
        <source>host queue capacity %1</source>
        <translation>Host 队列容量 %1</translation>
    </message>
    <message>
        <source>No host queue file, so the cost of each batch is not known.</source>
        <translation>没有 Host 队列文件，因此每个 batch 的开销未知。</translation>
    </message>
    <message>
        <source>Get from the pipeline (average %1)</source>
        <translation>从流水线获取（平均 %1）</translation>
    </message>
    <message>
        <source>Push to the device (average %1)</source>
        <translation>推送到 Device（平均 %1）</translation>
    </message>
    <message>
        <source>Batch total (average %1)</source>
        <translation>Batch 总计（平均 %1）</translation>
    </message>
    <message>
        <source>The host queue file has no time records (type 0 lines), so the cost of each batch is not known.</source>
        <translation>Host 队列文件中没有时间记录（类型为 0 的行），因此每个 batch 的开销未知。</translation>
    </message>
    <message>
        <source>op %1</source>
        <translation>算子 %1</translation>
    </message>
    <message>
        <source>No CPU utilisation file (minddata_cpu_utilization_&lt;rank&gt;.json): CPU use is not known.</source>
        <translation>没有 CPU 利用率文件（minddata_cpu_utilization_&lt;rank&gt;.json）：CPU 占用未知。</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户态</translation>
    </message>
    <message>
        <source>System</source>
        <translation>内核态</translation>
    </message>
    <message>
        <source>I/O wait</source>
        <translation>I/O 等待</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Threads outside the pipeline</source>
        <translation>流水线之外的线程</translation>
    </message>
    <message>
        <source>The CPU file has no whole-machine samples.</source>
        <translation>CPU 文件中没有整机采样。</translation>
    </message>
    <message>
        <source>The CPU file has no samples per pipeline op.</source>
        <translation>CPU 文件中没有各流水线算子的采样。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Host queue&lt;/b&gt; (%1): empty when %2 of %3 batches were taken (%4), full for %5 (%6).</source>
        <translation>&lt;b&gt;Host 队列&lt;/b&gt;（%1）：取 %3 个 batch 时有 %2 次为空（%4），%5 次为满（%6）。</translation>
    </message>
    <message>
        <source>dataset sink mode</source>
        <translation>数据下沉模式</translation>
    </message>
    <message>
        <source>no sink mode</source>
        <translation>非下沉模式</translation>
    </message>
    <message>
        <source>Per batch on average: get %1, push %2, total %3.</source>
        <translation>每个 batch 平均：获取 %1，推送 %2，总计 %3。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No host queue&lt;/b&gt;: no device_queue_profiling_&amp;lt;rank&amp;gt;.txt (sink mode) or dataset_iterator_profiling_&amp;lt;rank&amp;gt;.txt in this folder.</source>
        <translation>&lt;b&gt;没有 Host 队列&lt;/b&gt;：此文件夹中没有 device_queue_profiling_&amp;lt;rank&amp;gt;.txt（下沉模式）或 dataset_iterator_profiling_&amp;lt;rank&amp;gt;.txt。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No host queue&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;没有 Host 队列&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Chip queue&lt;/b&gt;: empty at %1 of %2 GetNext calls (%3); GetNext takes %4 on average.</source>
        <translation>&lt;b&gt;芯片队列&lt;/b&gt;：%2 次 GetNext 调用中有 %1 次为空（%3）；GetNext 平均耗时 %4。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No chip-side queue&lt;/b&gt;: this run is not in dataset sink mode, so batches are not queued on the device.</source>
        <translation>&lt;b&gt;没有芯片侧队列&lt;/b&gt;：此运行不是数据下沉模式，因此 batch 不在 Device 上排队。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No chip-side queue&lt;/b&gt;: no minddata_aicpu_&amp;lt;rank&amp;gt;.txt (Ascend) or minddata_getnext_profiling_&amp;lt;rank&amp;gt;.txt (GPU) in this folder.</source>
        <translation>&lt;b&gt;没有芯片侧队列&lt;/b&gt;：此文件夹中没有 minddata_aicpu_&amp;lt;rank&amp;gt;.txt（昇腾）或 minddata_getnext_profiling_&amp;lt;rank&amp;gt;.txt（GPU）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No chip-side queue&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;没有芯片侧队列&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;No CPU utilisation file&lt;/b&gt; (minddata_cpu_utilization_&amp;lt;rank&amp;gt;.json): CPU use is not known.</source>
        <translation>&lt;b&gt;没有 CPU 利用率文件&lt;/b&gt;（minddata_cpu_utilization_&amp;lt;rank&amp;gt;.json）：CPU 占用未知。</translation>
    </message>
    <message>
        <source>&lt;b&gt;No CPU use&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;没有 CPU 占用&lt;/b&gt;：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Machine&lt;/b&gt;: %1, a sample every %2.</source>
        <translation>&lt;b&gt;整机&lt;/b&gt;：%1，每 %2 采样一次。</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>个处理器</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>个处理器</translation>
    </message>
    <message>
        <source>Busy %1 % on average (idle %2 %) over %3%4.</source>
        <translation>平均忙碌 %1 %（空闲 %2 %），共 %3%4。</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>个采样</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>个采样</translation>
    </message>
    <message>
        <source> taken during the steps</source>
        <translation>（在各步期间采集）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Busiest pipeline op&lt;/b&gt;: %1 at %2 of one core with %3 (%4 per worker).</source>
        <translation>&lt;b&gt;最忙的流水线算子&lt;/b&gt;：%1，占单核的 %2，%3（每个 worker %4）。</translation>
    </message>
    <message>
        <source>worker</source>
        <translation>个 worker</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Data queue size per step</source>
        <translation>每步的数据队列大小</translation>
    </message>
    <message>
        <source>Cost per batch</source>
        <translation>每个 batch 的开销</translation>
    </message>
    <message>
        <source>Machine CPU use</source>
        <translation>整机 CPU 占用</translation>
    </message>
    <message>
        <source>CPU use per pipeline op</source>
        <translation>各流水线算子的 CPU 占用</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Batches in the queue</source>
        <translation>队列中的 batch 数</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Time per batch (ms)</source>
        <translation>每个 batch 的时间 (ms)</translation>
    </message>
    <message>
        <source>Time since the first sample (s)</source>
        <translation>自第一个采样以来的时间 (s)</translation>
    </message>
    <message>
        <source>CPU use of the machine (%)</source>
        <translation>整机 CPU 占用 (%)</translation>
    </message>
    <message>
        <source>CPU use (% of one core)</source>
        <translation>CPU 占用（单核的 %）</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>CPU use</source>
        <translation>CPU 占用</translation>
    </message>
    <message>
        <source>Per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>data-preparation files</source>
        <translation>数据准备文件</translation>
    </message>
    <message>
        <source>device_queue_profiling_&lt;rank&gt;.txt or dataset_iterator_profiling_&lt;rank&gt;.txt (host queue), minddata_aicpu_&lt;rank&gt;.txt (chip queue) and minddata_cpu_utilization_&lt;rank&gt;.json</source>
        <translation>device_queue_profiling_&lt;rank&gt;.txt 或 dataset_iterator_profiling_&lt;rank&gt;.txt（Host 队列）、minddata_aicpu_&lt;rank&gt;.txt（芯片队列）以及 minddata_cpu_utilization_&lt;rank&gt;.json</translation>
    </message>
    <message>
        <source>Analysing the data queues…</source>
        <translation>正在分析数据队列…</translation>
    </message>
    <message>
        <source>The numbers appear as soon as the analysis is done.</source>
        <translation>分析完成后即显示数值。</translation>
    </message>
    <message>
        <source>Data queues per step</source>
        <translation>每步的数据队列</translation>
    </message>
</context>
<context>
    <name>steplens::DeltaBarChart</name>
    <message>
        <source>Nothing to compare</source>
        <translation>没有可对比的内容</translation>
    </message>
    <message>
        <source> · bar cut, off the scale</source>
        <translation> · 柱被截断，超出刻度</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A: %2&lt;br&gt;B: %3&lt;br&gt;%4, %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;A：%2&lt;br&gt;B：%3&lt;br&gt;%4，%5</translation>
    </message>
</context>
<context>
    <name>steplens::DiagnosticsModel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>What was done</source>
        <translation>处理方式</translation>
    </message>
</context>
<context>
    <name>steplens::ExamplePreparer</name>
    <message>
        <source>The example runs could not be opened: %1.</source>
        <translation>无法打开示例运行：%1。</translation>
    </message>
    <message>
        <source>The example could not be opened: %1.</source>
        <translation>无法打开示例：%1。</translation>
    </message>
</context>
<context>
    <name>steplens::ExportActions</name>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Everything to a folder…</source>
        <translation>全部导出到文件夹…</translation>
    </message>
    <message>
        <source>Export &amp;report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>A Markdown report of the run or comparison on show, with its charts as PNG beside it</source>
        <translation>当前显示的运行或对比的 Markdown 报告，图表以 PNG 放在旁边</translation>
    </message>
    <message>
        <source>PNG, SVG or PDF</source>
        <translation>PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>%1 (%2)…</source>
        <translation>%1（%2）…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>StepLens does not write into the profiler folder. Choose another place.</source>
        <translation>StepLens 不会写入性能数据文件夹。请选择其他位置。</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>The table was not saved: %1</source>
        <translation>表格未保存：%1</translation>
    </message>
    <message>
        <source>Export every chart and table to</source>
        <translation>将所有图表和表格导出到</translation>
    </message>
    <message>
        <source>file</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>files</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>%1 written; these failed:
</source>
        <translation>已写入 %1；以下失败：
</translation>
    </message>
    <message>
        <source>Write the report and its charts to</source>
        <translation>将报告及其图表写入</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
</context>
<context>
    <name>steplens::FindingCard</name>
    <message>
        <source> · all ranks</source>
        <translation> · 所有 Rank</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Click to show it in its panel</source>
        <translation>点击在其面板中显示</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>修改建议</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the code to the clipboard</source>
        <translation>将代码复制到剪贴板</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Click to collapse</source>
        <translation>点击收起</translation>
    </message>
    <message>
        <source>Click for the explanation, the evidence and the fix</source>
        <translation>点击查看说明、证据和修改方法</translation>
    </message>
</context>
<context>
    <name>steplens::FindingsModel</name>
    <message>
        <source>not estimated</source>
        <translation>未估算</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>所有 Rank</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>this rank</source>
        <translation>此 Rank</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Impact (ms per step)</source>
        <translation>影响（每步 ms）</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Measured %1 against a threshold of %2.</source>
        <translation>实测 %1，阈值 %2。</translation>
    </message>
    <message>
        <source>gain not estimated</source>
        <translation>收益未估算</translation>
    </message>
    <message>
        <source>≈ %1 per step</source>
        <translation>每步约 %1</translation>
    </message>
    <message>
        <source>The gain cannot be estimated from this data.</source>
        <translation>无法根据这些数据估算收益。</translation>
    </message>
    <message>
        <source>Fixing it could save about %1 per step</source>
        <translation>修复后每步约可节省 %1</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source> (up to %1)</source>
        <translation>（最多 %1）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Operator type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Pipeline op</source>
        <translation>流水线算子</translation>
    </message>
    <message>
        <source>Host queue</source>
        <translation>Host 队列</translation>
    </message>
    <message>
        <source>Chip queue</source>
        <translation>芯片队列</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>时间范围</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
</context>
<context>
    <name>steplens::KernelSection</name>
    <message>
        <source>All steps</source>
        <translation>所有步</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Show the kernels of one step</source>
        <translation>显示某一步的 kernel</translation>
    </message>
    <message>
        <source>kernel_details.csv has no Step Id column</source>
        <translation>kernel_details.csv 没有 Step Id 列</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步：</translation>
    </message>
    <message>
        <source>%1 of %2 kernels</source>
        <translation>%2 个 kernel 中的 %1 个</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>filter &quot;%1&quot;</source>
        <translation>筛选“%1”</translation>
    </message>
    <message>
        <source>rank not stated</source>
        <translation>Rank 未说明</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
</context>
<context>
    <name>steplens::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>The new language is used the next time StepLens starts.</source>
        <translation>新语言将在下次启动 StepLens 时生效。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>steplens::LinkMatrixChart</name>
    <message>
        <source>Link matrix</source>
        <translation>链路矩阵</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Destination rank</source>
        <translation>目的 Rank</translation>
    </message>
    <message>
        <source>Source rank</source>
        <translation>源 Rank</translation>
    </message>
    <message>
        <source>Link bandwidth by source → destination rank</source>
        <translation>按源 → 目的 Rank 的链路带宽</translation>
    </message>
    <message>
        <source>local
%1</source>
        <translation>本地
%1</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Rank %1 → rank %2: no link in this selection</source>
        <translation>Rank %1 → Rank %2：此选择中没有链路</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rank %1 → rank %2&lt;/b&gt; (%3)</source>
        <translation>&lt;b&gt;Rank %1 → Rank %2&lt;/b&gt;（%3）</translation>
    </message>
    <message>
        <source>Bandwidth: %1 GB/s</source>
        <translation>带宽：%1 GB/s</translation>
    </message>
    <message>
        <source>Moved: %1 MB in %2 ms</source>
        <translation>传输：%2 ms 内 %1 MB</translation>
    </message>
    <message>
        <source>%1 entries summed (bandwidth = size / time)</source>
        <translation>汇总了 %1 个条目（带宽 = 大小 / 时间）</translation>
    </message>
    <message>
        <source>LOCAL: a copy inside the device, left off the colour scale</source>
        <translation>LOCAL：Device 内部的拷贝，不计入色阶</translation>
    </message>
    <message>
        <source>Slow: more than %1 % below the mean of the %2 links</source>
        <translation>慢：比 %2 链路的平均值低 %1 % 以上</translation>
    </message>
</context>
<context>
    <name>steplens::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open folder…</source>
        <translation>打开文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a MindSpore profiler folder</source>
        <translation>打开 MindSpore 性能数据文件夹</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open the e&amp;xample</source>
        <translation>打开示例(&amp;X)</translation>
    </message>
    <message>
        <source>Co&amp;mpare with…</source>
        <translation>与…对比(&amp;M)</translation>
    </message>
    <message>
        <source>Compare the run on show (A) with another run (B)</source>
        <translation>将当前显示的运行 (A) 与另一次运行 (B) 对比</translation>
    </message>
    <message>
        <source>Compare the example runs</source>
        <translation>对比示例运行</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新加载(&amp;L)</translation>
    </message>
    <message>
        <source>Read the folder again (F5)</source>
        <translation>重新读取文件夹 (F5)</translation>
    </message>
    <message>
        <source>&amp;Cancel loading</source>
        <translation>取消加载(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;lose folder</source>
        <translation>关闭文件夹(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Next tabbed panel</source>
        <translation>下一个标签页面板</translation>
    </message>
    <message>
        <source>Previous tabbed panel</source>
        <translation>上一个标签页面板</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About StepLens</source>
        <translation>关于 StepLens(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
</context>
<context>
    <name>steplens::MainWindow</name>
    <message>
        <source>Only two runs can be compared; the folders after the second were left out.</source>
        <translation>只能对比两次运行；第二个之后的文件夹已略去。</translation>
    </message>
    <message>
        <source>Preparing the example…</source>
        <translation>正在准备示例…</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>Nothing could be read from %1</source>
        <translation>无法从 %1 读取任何内容</translation>
    </message>
    <message>
        <source>Loading %1 was cancelled</source>
        <translation>已取消加载 %1</translation>
    </message>
    <message>
        <source>Loading was cancelled.</source>
        <translation>已取消加载。</translation>
    </message>
    <message>
        <source>Preparing the example runs…</source>
        <translation>正在准备示例运行…</translation>
    </message>
    <message>
        <source>Preparing the comparison…</source>
        <translation>正在准备对比…</translation>
    </message>
    <message>
        <source>Reading the two runs…</source>
        <translation>正在读取两次运行…</translation>
    </message>
    <message>
        <source>Reading and analysing the two runs…</source>
        <translation>正在读取和分析两次运行…</translation>
    </message>
    <message>
        <source>%1 ⇄ %2</source>
        <translation>%1 ⇄ %2</translation>
    </message>
    <message>
        <source>Preparing the comparison was cancelled</source>
        <translation>已取消准备对比</translation>
    </message>
    <message>
        <source>The example runs are synthetic: generated data shaped like a MindSpore profile, to show what StepLens finds.</source>
        <translation>示例运行是合成数据：按 MindSpore 性能数据的格式生成，用于演示 StepLens 能发现的问题。</translation>
    </message>
</context>
<context>
    <name>steplens::MemoryChart</name>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>Device 内存</translation>
    </message>
    <message>
        <source>Device memory (MB)</source>
        <translation>Device 内存 (MB)</translation>
    </message>
    <message>
        <source>Time since the first memory record (ms)</source>
        <translation>自第一条内存记录以来的时间 (ms)</translation>
    </message>
    <message>
        <source>No memory data</source>
        <translation>无内存数据</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>memory_record has no rows with a total</source>
        <translation>memory_record 中没有带总量的行</translation>
    </message>
    <message>
        <source>stream %1</source>
        <translation>流 %1</translation>
    </message>
    <message>
        <source>Peak %1 (%2) at %3</source>
        <translation>峰值 %1（%2），在 %3</translation>
    </message>
    <message>
        <source>Device memory %1</source>
        <translation>Device 内存%1</translation>
    </message>
    <message>
        <source>%1 and %2, aligned on the start of step %3</source>
        <translation>%1 和 %2，对齐到第 %3 步的开始</translation>
    </message>
    <message>
        <source>%1 and %2, aligned on their first memory records</source>
        <translation>%1 和 %2，对齐到各自的第一条内存记录</translation>
    </message>
    <message>
        <source>Time since the start of step %1 (ms)</source>
        <translation>自第 %1 步开始以来的时间 (ms)</translation>
    </message>
    <message>
        <source>%1 peak %2</source>
        <translation>%1 峰值 %2</translation>
    </message>
    <message>
        <source>Neither run has memory_record totals</source>
        <translation>两次运行都没有 memory_record 总量</translation>
    </message>
    <message>
        <source>%1 on the time axis</source>
        <translation>时间轴上的 %1</translation>
    </message>
</context>
<context>
    <name>steplens::MemoryPanel</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>peak %1 %2 (%3) at %4</source>
        <translation>峰值 %1 %2（%3），在 %4</translation>
    </message>
    <message>
        <source>in step %1</source>
        <translation>在第 %1 步</translation>
    </message>
    <message>
        <source>Held at the peak</source>
        <translation>峰值时占用</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>Memory handed out to tensors (solid lines)</source>
        <translation>分配给张量的内存（实线）</translation>
    </message>
    <message>
        <source>Memory the allocator holds from the device, cached blocks included (dashed)</source>
        <translation>分配器从 Device 占用的内存，含缓存块（虚线）</translation>
    </message>
    <message>
        <source>Allocated plus blocks freed but still in use by a stream (dotted)</source>
        <translation>已分配加上已释放但仍被某个流使用的块（点线）</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>Show the whole capture (or double-click the chart)</source>
        <translation>显示整个采集（或双击图表）</translation>
    </message>
    <message>
        <source>Filter blocks by operator name…</source>
        <translation>按算子名称筛选内存块…</translation>
    </message>
    <message>
        <source>Only the blocks held at the peak marked on the chart</source>
        <translation>只显示图中标出的峰值时占用的块</translation>
    </message>
    <message>
        <source>all sizes</source>
        <translation>所有大小</translation>
    </message>
    <message>
        <source>largest </source>
        <translation>最大的 </translation>
    </message>
    <message>
        <source>Only the N largest blocks of the whole table (0: all)</source>
        <translation>只显示整张表中最大的 N 个块（0：全部）</translation>
    </message>
    <message>
        <source>Click a block to mark its lifetime on the chart and select that time range; double-click to show it in the timeline</source>
        <translation>单击某个块可在图中标出其生命周期并选中该时间范围；双击可在时间线中显示</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>随时间变化</translation>
    </message>
    <message>
        <source>APP: all the memory the process holds on the device</source>
        <translation>APP：进程在 Device 上占用的全部内存</translation>
    </message>
    <message>
        <source>%1: the sum of its parts</source>
        <translation>%1：其各部分之和</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1：%2 行</translation>
    </message>
    <message>
        <source>No memory data</source>
        <translation>无内存数据</translation>
    </message>
    <message>
        <source>Analysing memory…</source>
        <translation>正在分析内存…</translation>
    </message>
    <message>
        <source>The memory view appears when the analysis is done.</source>
        <translation>分析完成后显示内存视图。</translation>
    </message>
    <message>
        <source>memory data</source>
        <translation>内存数据</translation>
    </message>
    <message>
        <source>ASCEND_PROFILER_OUTPUT/memory_record.csv, operator_memory.csv and static_op_mem.csv, or the MEMORY_RECORD and OP_MEMORY tables of the database export (MindSpore ≥2.3 / torch_npu with profile_memory on)</source>
        <translation>ASCEND_PROFILER_OUTPUT/memory_record.csv、operator_memory.csv 和 static_op_mem.csv，或数据库导出的 MEMORY_RECORD 和 OP_MEMORY 表（MindSpore ≥2.3 / torch_npu，开启 profile_memory）</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>device memory %1 (%2)</source>
        <translation>Device 内存 %1（%2）</translation>
    </message>
    <message>
        <source>device memory not stated by the files</source>
        <translation>文件未给出 Device 内存大小</translation>
    </message>
    <message>
        <source>%1 had %2 reserved when it had allocated the most (%3): %4 (%5) unused</source>
        <translation>%1 分配最多时（%3）已预留 %2：%4（%5）未使用</translation>
    </message>
    <message>
        <source>Device memory of rank %1</source>
        <translation>Rank %1 的 Device 内存</translation>
    </message>
    <message>
        <source>Static graphs</source>
        <translation>静态图</translation>
    </message>
    <message>
        <source>Memory planned for the static graphs of rank %1</source>
        <translation>Rank %1 静态图规划的内存</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>block</source>
        <translation>个内存块</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>个内存块</translation>
    </message>
    <message>
        <source>Device memory over time (chart)</source>
        <translation>Device 内存随时间变化（图表）</translation>
    </message>
    <message>
        <source>Operator memory blocks</source>
        <translation>算子内存块</translation>
    </message>
    <message>
        <source>Static graph memory (chart)</source>
        <translation>静态图内存（图表）</translation>
    </message>
    <message>
        <source>Static graph operators</source>
        <translation>静态图算子</translation>
    </message>
</context>
<context>
    <name>steplens::OpDiffModel</name>
    <message>
        <source>▲ slower</source>
        <translation>▲ 变慢</translation>
    </message>
    <message>
        <source>▼ faster</source>
        <translation>▼ 变快</translation>
    </message>
    <message>
        <source>+ added</source>
        <translation>+ 新增</translation>
    </message>
    <message>
        <source>− removed</source>
        <translation>− 移除</translation>
    </message>
    <message>
        <source>= unchanged</source>
        <translation>= 不变</translation>
    </message>
    <message>
        <source>The operator type, or the operator&apos;s full name. Operators are matched without MindSpore&apos;s &quot;-op&lt;N&gt;&quot; number, which changes between compilations; &quot;(B: Conv2D-op8)&quot; follows A&apos;s name when B numbered the same operator differently</source>
        <translation>算子类型或算子全名。匹配算子时不考虑 MindSpore 的“-op&lt;N&gt;”编号（它在每次编译之间会变化）；当 B 对同一算子编号不同时，“(B: Conv2D-op8)”跟在 A 的名称后面</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>AI Core or AI CPU</source>
        <translation>AI Core 或 AI CPU</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Added or removed in B, or slower/faster by more than 5 % (and 1 µs); otherwise unchanged</source>
        <translation>B 中新增或移除，或变慢/变快超过 5 %（且超过 1 µs）；否则为不变</translation>
    </message>
    <message>
        <source>A (µs)</source>
        <translation>A (µs)</translation>
    </message>
    <message>
        <source>Total time in run A</source>
        <translation>运行 A 中的总时间</translation>
    </message>
    <message>
        <source>B (µs)</source>
        <translation>B (µs)</translation>
    </message>
    <message>
        <source>Total time in run B</source>
        <translation>运行 B 中的总时间</translation>
    </message>
    <message>
        <source>Δ (µs)</source>
        <translation>Δ (µs)</translation>
    </message>
    <message>
        <source>B − A: positive means B spends more time</source>
        <translation>B − A：为正表示 B 花费的时间更多</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>(B − A) / A; empty for an operator A did not have</source>
        <translation>(B − A) / A；A 中没有的算子为空</translation>
    </message>
    <message>
        <source>Count A</source>
        <translation>A 次数</translation>
    </message>
    <message>
        <source>Executions in run A</source>
        <translation>运行 A 中的执行次数</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>执行次数</translation>
    </message>
    <message>
        <source>Count B</source>
        <translation>B 次数</translation>
    </message>
    <message>
        <source>Executions in run B</source>
        <translation>运行 B 中的执行次数</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A：%1
B：%2</translation>
    </message>
    <message>
        <source>This operator waits for the next batch (in sink mode GetNext blocks on the device&apos;s data queue), so its time follows the data pipeline, not the operator. It is listed after the regressions and improvements; see the Data preparation panel for the pipeline.</source>
        <translation>该算子在等待下一批数据（下沉模式下 GetNext 阻塞在设备侧数据队列上），其耗时取决于数据管道而非算子本身。它排在劣化和改善之后；数据管道情况请看“数据准备”面板。</translation>
    </message>
    <message>
        <source>%1, waits for input</source>
        <translation>%1，等待输入</translation>
    </message>
</context>
<context>
    <name>steplens::OpTypeChart</name>
    <message>
        <source>Total time (ms)</source>
        <translation>总时间 (ms)</translation>
    </message>
    <message>
        <source>%1 time by operator type</source>
        <translation>按算子类型的 %1 时间</translation>
    </message>
    <message>
        <source>%1 time by operator type (the %2 slowest of %3)</source>
        <translation>按算子类型的 %1 时间（%3 个中最慢的 %2 个）</translation>
    </message>
    <message>
        <source>%1 other types</source>
        <translation>其他 %1 种类型</translation>
    </message>
    <message>
        <source>No %1 operators in this rank</source>
        <translation>此 Rank 中没有 %1 算子</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 in total, count %3, %4 of the time</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;共 %2，次数 %3，占时间的 %4</translation>
    </message>
</context>
<context>
    <name>steplens::OperatorSection</name>
    <message>
        <source>Show all types</source>
        <translation>显示所有类型</translation>
    </message>
    <message>
        <source>List the operators of every type again</source>
        <translation>重新列出所有类型的算子</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>type %1</source>
        <translation>类型 %1</translation>
    </message>
    <message>
        <source>matching &quot;%1&quot;</source>
        <translation>匹配“%1”</translation>
    </message>
    <message>
        <source>%1 operators</source>
        <translation>%1 个算子</translation>
    </message>
    <message>
        <source>%1 of %2 operators, %3</source>
        <translation>%2 个算子中的 %1 个，%3</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source> (sorting…)</source>
        <translation>（排序中…）</translation>
    </message>
</context>
<context>
    <name>steplens::OperatorsPanel</name>
    <message>
        <source>Filter operators by name, type or scope…</source>
        <translation>按名称、类型或作用域筛选算子…</translation>
    </message>
    <message>
        <source>Case-insensitive text in the operator&apos;s name, type, scope or full name</source>
        <translation>算子名称、类型、作用域或全名中的文字（不区分大小写）</translation>
    </message>
    <message>
        <source>operator statistics</source>
        <translation>算子统计</translation>
    </message>
    <message>
        <source>aicore_intermediate_&lt;rank&gt;_type.csv and _detail.csv, aicpu_intermediate_&lt;rank&gt;.csv, the GPU/CPU op_detail_info and op_type_info files, or op_statistic.csv and kernel_details.csv (MindSpore ≥2.3, torch_npu)</source>
        <translation>aicore_intermediate_&lt;rank&gt;_type.csv 和 _detail.csv、aicpu_intermediate_&lt;rank&gt;.csv、GPU/CPU 的 op_detail_info 和 op_type_info 文件，或 op_statistic.csv 和 kernel_details.csv（MindSpore ≥2.3、torch_npu）</translation>
    </message>
    <message>
        <source>Building the operator tables…</source>
        <translation>正在生成算子表…</translation>
    </message>
    <message>
        <source>%1 AI Core operators, %2 AI CPU executions</source>
        <translation>%1 个 AI Core 算子，%2 次 AI CPU 执行</translation>
    </message>
    <message>
        <source>The operator files list no operators</source>
        <translation>算子文件中没有列出任何算子</translation>
    </message>
    <message>
        <source>They were read, but hold no rows. The Problems panel lists anything skipped while reading.</source>
        <translation>已读取，但其中没有任何行。问题面板列出了读取时跳过的内容。</translation>
    </message>
    <message>
        <source>By scope</source>
        <translation>按作用域</translation>
    </message>
    <message>
        <source>%1: %2 operators, %3 types</source>
        <translation>%1：%2 个算子，%3 种类型</translation>
    </message>
    <message>
        <source>Kernels (kernel_details)</source>
        <translation>Kernel（kernel_details）</translation>
    </message>
    <message>
        <source>Kernels: %1 rows</source>
        <translation>Kernel：%1 行</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>%1 time by type (chart)</source>
        <translation>按类型的 %1 时间（图表）</translation>
    </message>
    <message>
        <source>%1 types</source>
        <translation>%1 类型</translation>
    </message>
    <message>
        <source>AI Core time by scope</source>
        <translation>按作用域的 AI Core 时间</translation>
    </message>
    <message>
        <source>Kernels (kernel_details, as filtered)</source>
        <translation>Kernel（kernel_details，按筛选）</translation>
    </message>
    <message>
        <source>How many &apos;/&apos;-separated parts of the full name make a scope</source>
        <translation>全名中以“/”分隔的前几段构成一个作用域</translation>
    </message>
    <message>
        <source>Scope depth:</source>
        <translation>作用域深度：</translation>
    </message>
    <message>
        <source>AI Core time summed over the operators under each scope of the network.</source>
        <translation>网络中每个作用域下各算子的 AI Core 时间之和。</translation>
    </message>
    <message>
        <source>%1 operators</source>
        <translation>%1 个算子</translation>
    </message>
</context>
<context>
    <name>steplens::OverviewPanel</name>
    <message>
        <source>Average step</source>
        <translation>平均步</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source> samples/step</source>
        <translation> 样本/步</translation>
    </message>
    <message>
        <source>Samples per step (global batch size of this rank), to show samples per second. Remembered for this folder.</source>
        <translation>每步的样本数（此 Rank 的全局 batch 大小），用于显示每秒样本数。按文件夹记住。</translation>
    </message>
    <message>
        <source>Batch size:</source>
        <translation>Batch 大小：</translation>
    </message>
    <message>
        <source>Where a step goes</source>
        <translation>一步的时间花在哪里</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Click a finding to open it in the tuning assistant</source>
        <translation>单击某个发现可在调优助手中打开</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 more in the tuning assistant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;调优助手中还有 %1 个。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No rank of &lt;b&gt;%1&lt;/b&gt; could be read; the Problems panel says why.</source>
        <translation>无法读取 &lt;b&gt;%1&lt;/b&gt; 的任何 Rank；问题面板说明了原因。</translation>
    </message>
    <message>
        <source>No profiler folder is open.</source>
        <translation>未打开性能数据文件夹。</translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <source>Rank: %1</source>
        <translation>Rank：%1</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Ranks in the folder: %1</source>
        <translation>文件夹中的 Rank：%1</translation>
    </message>
    <message>
        <source>Backend: %1</source>
        <translation>后端：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>格式：%1</translation>
    </message>
    <message>
        <source>MindSpore ≥2.3 / torch_npu (ASCEND_PROFILER_OUTPUT)</source>
        <translation>MindSpore ≥2.3 / torch_npu（ASCEND_PROFILER_OUTPUT）</translation>
    </message>
    <message>
        <source>MindSpore 1.x profiler folder</source>
        <translation>MindSpore 1.x 性能数据文件夹</translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation>框架：%1</translation>
    </message>
    <message>
        <source>Profiler level: %1</source>
        <translation>Profiler 级别：%1</translation>
    </message>
    <message>
        <source>MindSpore version: %1</source>
        <translation>MindSpore 版本：%1</translation>
    </message>
    <message>
        <source>Read in %1</source>
        <translation>读取耗时 %1</translation>
    </message>
    <message>
        <source>Still loading…</source>
        <translation>仍在加载…</translation>
    </message>
    <message>
        <source>Step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>Data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
    <message>
        <source>Data queues</source>
        <translation>数据队列</translation>
    </message>
    <message>
        <source>Data-pipeline CPU use</source>
        <translation>数据处理流水线 CPU 占用</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>still loading</source>
        <translation>仍在加载</translation>
    </message>
    <message>
        <source>Profiler info</source>
        <translation>性能数据信息</translation>
    </message>
    <message>
        <source>Communication (HCCL)</source>
        <translation>通信（HCCL）</translation>
    </message>
    <message>
        <source>written for distributed runs only</source>
        <translation>仅分布式运行时写出</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read (%1):&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;已读取（%1）：&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Not found:&lt;/b&gt; %1</source>
        <translation>&lt;br&gt;&lt;b&gt;未找到：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>The first %1 left out as warm-up.</source>
        <translation>前 %1 作为预热未计入。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&amp;nbsp;steps/s&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&amp;nbsp;步/秒&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&amp;nbsp;samples/s&lt;/b&gt; at %2 samples per step</source>
        <translation>&lt;b&gt;%1&amp;nbsp;样本/秒&lt;/b&gt;，每步 %2 个样本</translation>
    </message>
    <message>
        <source>set the batch size for &lt;span style=&apos;white-space:nowrap&apos;&gt;samples/s&lt;/span&gt;</source>
        <translation>设置 batch 大小以显示&lt;span style=&apos;white-space:nowrap&apos;&gt;样本/秒&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Preparing (host, before the device starts)</source>
        <translation>Preparing（Host，Device 开始之前）</translation>
    </message>
    <message>
        <source>Computing</source>
        <translation>Computing</translation>
    </message>
    <message>
        <source>Communication (not overlapped)</source>
        <translation>Communication（未被掩盖）</translation>
    </message>
    <message>
        <source>Free (device idle)</source>
        <translation>Free（Device 空闲）</translation>
    </message>
    <message>
        <source>Overlapped communication (hidden under Computing, not in the bar): %1 per step.</source>
        <translation>被掩盖的通信（隐藏在 Computing 中，不计入柱长）：每步 %1。</translation>
    </message>
    <message>
        <source>No step trace in this rank, so there is no step time.</source>
        <translation>此 Rank 中没有迭代轨迹，因此没有步耗时。</translation>
    </message>
    <message>
        <source>Mean of the total time of all %1 in the step trace</source>
        <translation>迭代轨迹中全部 %1 的总时间的平均值</translation>
    </message>
    <message>
        <source>Over %1: median %2, 90th percentile %3, slowest %4.</source>
        <translation>共 %1：中位数 %2，90 分位 %3，最慢 %4。</translation>
    </message>
    <message>
        <source>%1 over %3× the median: %2.</source>
        <translation>%1超过中位数的 %3×：%2。</translation>
    </message>
    <message>
        <source>1 step takes</source>
        <translation>1 步耗时</translation>
    </message>
    <message>
        <source>%1 steps take</source>
        <translation>%1 步耗时</translation>
    </message>
    <message>
        <source>The file&apos;s own average row says %1; it was not computed over the same steps.</source>
        <translation>文件自身的平均值行为 %1；它不是在相同的步上计算的。</translation>
    </message>
    <message>
        <source>steps/s = 1000 / average step in ms; samples/s = steps/s × batch size</source>
        <translation>步/秒 = 1000 / 平均步耗时 (ms)；样本/秒 = 步/秒 × batch 大小</translation>
    </message>
    <message>
        <source>Iteration gap (waiting for data)</source>
        <translation>迭代间隙（等待数据）</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Forward+backward</source>
        <translation>前向+反向</translation>
    </message>
    <message>
        <source>Tail (gradient reduce, update)</source>
        <translation>迭代拖尾（梯度规约、参数更新）</translation>
    </message>
    <message>
        <source>Reduce/communication per step (runs alongside the phases above):</source>
        <translation>每步的规约/通信（与上述阶段并行运行）：</translation>
    </message>
    <message>
        <source>Stream %1</source>
        <translation>流 %1</translation>
    </message>
    <message>
        <source>… and %1 more in the step table</source>
        <translation>… 另有 %1 个见步表格</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>个流</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>个流</translation>
    </message>
    <message>
        <source>Folder: %1&lt;br&gt;A job of %2, read summary first: the Cluster view compares them; open a rank there to see its timeline and operators.</source>
        <translation>文件夹：%1&lt;br&gt;一个包含 %2 的作业，已先读取摘要：集群视图对它们进行比较；在那里打开某个 Rank 可查看其时间线和算子。</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>个 Rank</translation>
    </message>
    <message>
        <source>Mean over the steps of %1 of Preparing + Computing + Communication(Not Overlapped) + Free</source>
        <translation>%1 各步 Preparing + Computing + Communication(Not Overlapped) + Free 的平均值</translation>
    </message>
    <message>
        <source>Over %1 (%4, MindSpore ≥2.3 / torch_npu layout): median %2, slowest %3.</source>
        <translation>共 %1（%4，MindSpore ≥2.3 / torch_npu 格式）：中位数 %2，最慢 %3。</translation>
    </message>
    <message>
        <source>No finding so far: the rules look again as the files are read.</source>
        <translation>目前还没有发现：文件读入后规则会再检查一遍。</translation>
    </message>
    <message>
        <source>No finding: this rank has none of the data the tuning assistant&apos;s rules look at.</source>
        <translation>没有发现：此 Rank 没有调优助手的规则所需的任何数据。</translation>
    </message>
    <message>
        <source>No finding for this rank: none of the tuning assistant&apos;s rules matched %1.</source>
        <translation>此 Rank 没有发现：调优助手的规则都没有在%1中匹配到问题。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>steplens::PanelExportButton</name>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save a chart of this panel as PNG, SVG or PDF, or a table as CSV (as shown, or every row)</source>
        <translation>将本面板的图表保存为 PNG、SVG 或 PDF，或将表格保存为 CSV（按当前显示，或全部行）</translation>
    </message>
    <message>
        <source>%1 (image)…</source>
        <translation>%1（图片）…</translation>
    </message>
    <message>
        <source>%1 as shown (CSV)…</source>
        <translation>%1，按当前显示（CSV）…</translation>
    </message>
    <message>
        <source>%1, every row (CSV)…</source>
        <translation>%1，全部行（CSV）…</translation>
    </message>
    <message>
        <source>%1 (CSV)…</source>
        <translation>%1（CSV）…</translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>暂无可导出的内容</translation>
    </message>
    <message>
        <source>StepLens does not write into the profiler folder. Choose another place.</source>
        <translation>StepLens 不会写入性能数据文件夹。请选择其他位置。</translation>
    </message>
    <message>
        <source>The table is no longer there.</source>
        <translation>该表格已不存在。</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>未保存任何内容：%1</translation>
    </message>
</context>
<context>
    <name>steplens::PipelineGraphView</name>
    <message>
        <source>Data pipeline graph</source>
        <translation>数据处理流水线图</translation>
    </message>
    <message>
        <source>A box between two ops is the queue that carries batches from the op on its left to the op on its right. An op whose input queue is full (bright) while its output queue is empty (dark) is the slow stage. When every queue below the root is full, sending batches to the device is the limit.</source>
        <translation>两个算子之间的方框是队列，它把 batch 从左边的算子送到右边的算子。输入队列满（亮色）而输出队列空（暗色）的算子就是慢的环节。当根节点以下的所有队列都满时，瓶颈在于把 batch 发送到 Device。</translation>
    </message>
    <message>
        <source>Queue fill (average size / capacity):</source>
        <translation>队列填充（平均大小 / 容量）：</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>full</source>
        <translation>满</translation>
    </message>
    <message>
        <source>bottleneck op</source>
        <translation>瓶颈算子</translation>
    </message>
</context>
<context>
    <name>steplens::PipelinePanel</name>
    <message>
        <source>worker</source>
        <translation>个 worker</translation>
    </message>
    <message>
        <source>workers</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>op %1</source>
        <translation>算子 %1</translation>
    </message>
    <message>
        <source> · CPU %1</source>
        <translation> · CPU %1</translation>
    </message>
    <message>
        <source>output queue %1 of %2</source>
        <translation>输出队列 %1 / %2</translation>
    </message>
    <message>
        <source>sends batches to the device</source>
        <translation>把 batch 发送到 Device</translation>
    </message>
    <message>
        <source>no output queue</source>
        <translation>没有输出队列</translation>
    </message>
    <message>
        <source>&lt;br&gt;Output queue: %1 of %2 batches on average (%3)</source>
        <translation>&lt;br&gt;输出队列：平均 %1 / %2 个 batch（%3）</translation>
    </message>
    <message>
        <source>&lt;br&gt;CPU: %1 of one core on average</source>
        <translation>&lt;br&gt;CPU：平均占单核的 %1</translation>
    </message>
    <message>
        <source>bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>input %1 full, output %2</source>
        <translation>输入 %1 满，输出 %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;Bottleneck&lt;/b&gt;: its input queue (from %1) is %2 full on average while its own output queue is %3: batches pile up in front of it, so it consumes slower than its input is produced.</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;瓶颈&lt;/b&gt;：其输入队列（来自 %1）平均 %2 满，而自身的输出队列为 %3：batch 堆积在它前面，因此它消耗的速度慢于输入产生的速度。</translation>
    </message>
    <message>
        <source>source queue only %1 full</source>
        <translation>源队列只有 %1 满</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;Bottleneck&lt;/b&gt;: this source op keeps its output queue only %1 full (the rule wants at least %2): reading the data is slower than the pipeline consumes it.</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;瓶颈&lt;/b&gt;：此源算子的输出队列只有 %1 满（规则要求至少 %2）：读取数据比流水线消耗得慢。</translation>
    </message>
    <message>
        <source>the limit</source>
        <translation>瓶颈所在</translation>
    </message>
    <message>
        <source>sending to the device is the limit</source>
        <translation>瓶颈在于发送到 Device</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;The limit&lt;/b&gt;: every queue below the root of the pipeline is at least %1 full on average, so batches are ready; handing them to the device is what holds the step back.</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;瓶颈所在&lt;/b&gt;：流水线根节点以下的每个队列平均至少 %1 满，因此 batch 已就绪；拖住步的是把它们交给 Device 的环节。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click to open its finding in the tuning assistant.</source>
        <translation>&lt;br&gt;单击可在调优助手中打开其发现。</translation>
    </message>
    <message>
        <source>the training loop</source>
        <translation>训练循环</translation>
    </message>
    <message>
        <source>&lt;b&gt;Output queue of %1&lt;/b&gt;, read by %2</source>
        <translation>&lt;b&gt;%1 的输出队列&lt;/b&gt;，由 %2 读取</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 of %2 batches on average (%3 full)</source>
        <translation>&lt;br&gt;平均 %1 / %2 个 batch（%3 满）</translation>
    </message>
    <message>
        <source>no size</source>
        <translation>无大小</translation>
    </message>
    <message>
        <source>capacity unknown</source>
        <translation>容量未知</translation>
    </message>
    <message>
        <source>&lt;br&gt;The file gives no capacity for this queue, so how full it ran is not known.</source>
        <translation>&lt;br&gt;文件没有给出此队列的容量，因此不知道它有多满。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Empty in %1 of %2 samples, full in %3</source>
        <translation>&lt;br&gt;%2 个采样中 %1 个为空，%3 个为满</translation>
    </message>
    <message>
        <source>&lt;br&gt;The pipeline rule leaves this queue out: the root&apos;s output is read by the training loop or the device queue, not by another pipeline op.</source>
        <translation>&lt;br&gt;流水线规则不考虑此队列：根节点的输出由训练循环或 Device 队列读取，而不是由另一个流水线算子读取。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Click to see its size over time.</source>
        <translation>&lt;br&gt;单击查看其大小随时间的变化。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; from %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，来自 %2。</translation>
    </message>
    <message>
        <source>op</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>ops</source>
        <translation>算子数</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>root</source>
        <translation>根节点</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every queue below the root %1 is at least %2 full&lt;/b&gt;: the pipeline keeps up; sending batches to the device is the limit (marked on %3). The root&apos;s own output queue is not part of the rule.</source>
        <translation>&lt;b&gt;根节点 %1 以下的每个队列至少 %2 满&lt;/b&gt;：流水线跟得上；瓶颈在于把 batch 发送到 Device（标在 %3 上）。根节点自身的输出队列不在此规则内。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottleneck&lt;/b&gt;: %1 (outlined).</source>
        <translation>&lt;b&gt;瓶颈&lt;/b&gt;：%1（加框显示）。</translation>
    </message>
    <message>
        <source>No op stands out: no input queue is more than %1 points fuller than the op&apos;s output queue, and every source keeps its queue at least %2 full.</source>
        <translation>没有突出的算子：没有哪个输入队列比该算子的输出队列满出 %1 个百分点以上，且每个源算子的队列都至少 %2 满。</translation>
    </message>
    <message>
        <source>Data pipeline of rank %1: </source>
        <translation>Rank %1 的数据处理流水线：</translation>
    </message>
    <message>
        <source>Data pipeline: </source>
        <translation>数据处理流水线：</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Pipeline queue or op over time</source>
        <translation>流水线队列或算子随时间的变化</translation>
    </message>
    <message>
        <source>Show the whole graph (0, or double-click the background). Wheel: zoom; drag: pan.</source>
        <translation>显示整个图（按 0，或双击背景）。滚轮：缩放；拖动：平移。</translation>
    </message>
    <message>
        <source>Time since the first sample (s)</source>
        <translation>自第一个采样以来的时间 (s)</translation>
    </message>
    <message>
        <source>data-pipeline files</source>
        <translation>数据处理流水线文件</translation>
    </message>
    <message>
        <source>minddata_pipeline_raw_&lt;rank&gt;.csv or pipeline_profiling_&lt;rank&gt;.json, which MindSpore writes when the profiler records the dataset pipeline</source>
        <translation>minddata_pipeline_raw_&lt;rank&gt;.csv 或 pipeline_profiling_&lt;rank&gt;.json，profiler 记录数据集流水线时由 MindSpore 写出</translation>
    </message>
    <message>
        <source>The pipeline files list no operator</source>
        <translation>流水线文件中没有列出任何算子</translation>
    </message>
    <message>
        <source>There is no data-pipeline graph to draw.</source>
        <translation>没有可绘制的数据处理流水线图。</translation>
    </message>
    <message>
        <source>Analysing the data pipeline…</source>
        <translation>正在分析数据处理流水线…</translation>
    </message>
    <message>
        <source>The graph appears as soon as the analysis is done.</source>
        <translation>分析完成后即显示该图。</translation>
    </message>
    <message>
        <source>Data pipeline graph</source>
        <translation>数据处理流水线图</translation>
    </message>
    <message>
        <source>Click a queue to see how full it ran over time, or an op to see its CPU use.</source>
        <translation>单击队列查看其随时间的填充情况，或单击算子查看其 CPU 占用。</translation>
    </message>
    <message>
        <source>Nothing picked</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>&lt;b&gt;Output queue of %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 的输出队列&lt;/b&gt;</translation>
    </message>
    <message>
        <source>: %1 of %2 batches on average (%3 full)</source>
        <translation>：平均 %1 / %2 个 batch（%3 满）</translation>
    </message>
    <message>
        <source>Batches in the queue</source>
        <translation>队列中的 batch 数</translation>
    </message>
    <message>
        <source>No size samples for this queue: the file gives only its average.</source>
        <translation>此队列没有大小采样：文件只给出了其平均值。</translation>
    </message>
    <message>
        <source>; empty in %1 of the %2 samples, full in %3; a sample every %4.</source>
        <translation>；%2 个采样中 %1 个为空，%3 个为满；每 %4 采样一次。</translation>
    </message>
    <message>
        <source>Queue size of %1 (average %2)</source>
        <translation>%1 的队列大小（平均 %2）</translation>
    </message>
    <message>
        <source>batches</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>采样</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>: CPU %1 of one core on average</source>
        <translation>：平均占单核 CPU 的 %1</translation>
    </message>
    <message>
        <source>, %1 per worker</source>
        <translation>，每个 worker %1</translation>
    </message>
    <message>
        <source> (above %1 per worker: more workers may help)</source>
        <translation>（每个 worker 超过 %1：增加 worker 可能有帮助）</translation>
    </message>
    <message>
        <source> (below %1 per worker: more workers will not help much)</source>
        <translation>（每个 worker 低于 %1：增加 worker 帮助不大）</translation>
    </message>
    <message>
        <source> Output queue %1 full.</source>
        <translation> 输出队列 %1 满。</translation>
    </message>
    <message>
        <source>Open its finding</source>
        <translation>打开其发现</translation>
    </message>
    <message>
        <source>CPU use (% of one core)</source>
        <translation>CPU 占用（单核的 %）</translation>
    </message>
    <message>
        <source>No CPU utilisation file (minddata_cpu_utilization_&lt;rank&gt;.json): the CPU use of each op is not known.</source>
        <translation>没有 CPU 利用率文件（minddata_cpu_utilization_&lt;rank&gt;.json）：各算子的 CPU 占用未知。</translation>
    </message>
    <message>
        <source>The CPU file has no samples for %1.</source>
        <translation>CPU 文件中没有 %1 的采样。</translation>
    </message>
    <message>
        <source>CPU use of %1 (user + system)</source>
        <translation>%1 的 CPU 占用（用户态 + 内核态）</translation>
    </message>
    <message>
        <source>%1 fully busy</source>
        <translation>%1 满负荷</translation>
    </message>
</context>
<context>
    <name>steplens::ProblemsPanel</name>
    <message>
        <source>Copy file:line</source>
        <translation>复制 文件:行号</translation>
    </message>
    <message>
        <source>Filter problems…</source>
        <translation>筛选问题…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>errors</source>
        <translation>个错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>个警告</translation>
    </message>
    <message>
        <source>note</source>
        <translation>条提示</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>条提示</translation>
    </message>
    <message>
        <source>No folder is open</source>
        <translation>未打开文件夹</translation>
    </message>
    <message>
        <source>Problems met while reading a profiler folder are listed here.</source>
        <translation>读取性能数据文件夹时遇到的问题会列在这里。</translation>
    </message>
    <message>
        <source>No problem matches the filter</source>
        <translation>没有符合筛选条件的问题</translation>
    </message>
    <message>
        <source>Clear the filter to see all %1.</source>
        <translation>清除筛选条件即可查看全部 %1。</translation>
    </message>
    <message>
        <source>problem</source>
        <translation>个问题</translation>
    </message>
    <message>
        <source>problems</source>
        <translation>个问题</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <source>Nothing to report so far; loading is still going on.</source>
        <translation>目前没有可报告的内容；仍在加载。</translation>
    </message>
    <message>
        <source>No complaint about the %1 that were read.</source>
        <translation>已读取的 %1均无异常。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>files</source>
        <translation>个文件</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>复制消息</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <source>Problems table</source>
        <translation>问题表</translation>
    </message>
    <message>
        <source>No folder is open.</source>
        <translation>未打开文件夹。</translation>
    </message>
    <message>
        <source>No problems. %1</source>
        <translation>没有问题。%1</translation>
    </message>
    <message>
        <source>No complaint about the one file that was read.</source>
        <translation>已读取的 1 个文件无异常。</translation>
    </message>
    <message>
        <source>Hide notes</source>
        <translation>隐藏提示</translation>
    </message>
    <message>
        <source>Show notes</source>
        <translation>显示提示</translation>
    </message>
    <message>
        <source>No problems; %1 about how the files were read.</source>
        <translation>没有问题；另有 %1，说明文件是如何读取的。</translation>
    </message>
</context>
<context>
    <name>steplens::RangeStatsModel</name>
    <message>
        <source>Time of these events inside the range (events crossing an edge are clipped)</source>
        <translation>这些事件在范围内的时间（跨越边界的事件被截取）</translation>
    </message>
    <message>
        <source>Share of the summed event time inside the range (parallel streams add up)</source>
        <translation>范围内事件时间总和中的占比（并行的流会累加）</translation>
    </message>
    <message>
        <source>Op type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Mean duration of these events (whole events, not clipped to the range)</source>
        <translation>这些事件的平均时长（按完整事件计算，不按范围截取）</translation>
    </message>
    <message>
        <source>Longest of these events (whole events, not clipped to the range)</source>
        <translation>这些事件中最长的时长（按完整事件计算，不按范围截取）</translation>
    </message>
    <message>
        <source>In range</source>
        <translation>范围内</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
</context>
<context>
    <name>steplens::RankBarChart</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rank %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rank %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <source>Named by a finding (%1)</source>
        <translation>被发现指出（%1）</translation>
    </message>
    <message>
        <source>Click to open this rank</source>
        <translation>单击打开此 Rank</translation>
    </message>
</context>
<context>
    <name>steplens::RankSelector</name>
    <message>
        <source>Which rank (device) of the run to show</source>
        <translation>显示运行中的哪个 Rank（设备）</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rank：</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>unnumbered</source>
        <translation>未编号</translation>
    </message>
</context>
<context>
    <name>steplens::RankStepGridModel</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Global rank</source>
        <translation>全局 Rank</translation>
    </message>
    <message>
        <source>Mean step (ms)</source>
        <translation>平均步耗时 (ms)</translation>
    </message>
    <message>
        <source>Step %1 (ms)</source>
        <translation>第 %1 步 (ms)</translation>
    </message>
    <message>
        <source>Step wall time</source>
        <translation>步墙钟时间</translation>
    </message>
</context>
<context>
    <name>steplens::RankStepHeatMap</name>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Rank × step</source>
        <translation>Rank × 步</translation>
    </message>
    <message>
        <source>%1 per rank and step (ms)</source>
        <translation>各 Rank 各步的%1 (ms)</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>%1 (slow)</source>
        <translation>%1（慢）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rank %1, step %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rank %1，第 %2 步&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(mean)</source>
        <translation>（平均）</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Click to open this rank at this step</source>
        <translation>单击在此步打开此 Rank</translation>
    </message>
    <message>
        <source>Step (each column: the slowest of %1 steps)</source>
        <translation>步（每列为 %1 步中最慢的一步）</translation>
    </message>
    <message>
        <source>the slowest of steps %1–%2 in this column</source>
        <translation>本列第 %1–%2 步中最慢的一步</translation>
    </message>
</context>
<context>
    <name>steplens::RecentFoldersMenu</name>
    <message>
        <source>No recent folders</source>
        <translation>没有最近打开的文件夹</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
</context>
<context>
    <name>steplens::RunLoader</name>
    <message>
        <source>rank %1: analysing what is read</source>
        <translation>rank %1：正在分析已读取的内容</translation>
    </message>
    <message>
        <source>analysing the run</source>
        <translation>正在分析整个运行</translation>
    </message>
</context>
<context>
    <name>steplens::RunSession</name>
    <message>
        <source>step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>operators</source>
        <translation>算子</translation>
    </message>
    <message>
        <source>data pipeline</source>
        <translation>数据处理流水线</translation>
    </message>
    <message>
        <source>queues</source>
        <translation>队列</translation>
    </message>
    <message>
        <source>CPU use</source>
        <translation>CPU 占用</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>profiler info</source>
        <translation>性能数据信息</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>unnumbered</source>
        <translation>未编号</translation>
    </message>
    <message>
        <source>Analysing again with the new settings…</source>
        <translation>正在按新设置重新分析…</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>no sections found</source>
        <translation>未找到任何部分</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>section</source>
        <translation>个部分</translation>
    </message>
    <message>
        <source>sections</source>
        <translation>个部分</translation>
    </message>
    <message>
        <source>cluster summary of %1</source>
        <translation>%1 的集群汇总</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>个 Rank</translation>
    </message>
    <message>
        <source>nothing could be read</source>
        <translation>无法读取任何内容</translation>
    </message>
    <message>
        <source>still loading</source>
        <translation>仍在加载</translation>
    </message>
    <message>
        <source>read in %1</source>
        <translation>读取耗时 %1</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
</context>
<context>
    <name>steplens::SectionMessage</name>
    <message>
        <source>No profiler folder is open</source>
        <translation>未打开性能数据文件夹</translation>
    </message>
    <message>
        <source>Open a folder with File › Open (Ctrl+O) or drop it on the window.</source>
        <translation>用“文件 › 打开”(Ctrl+O) 打开文件夹，或将其拖放到窗口上。</translation>
    </message>
    <message>
        <source>The %1 could not be read</source>
        <translation>无法读取%1</translation>
    </message>
    <message>
        <source>%1: %2 (%3).
The Problems panel lists every problem found while loading.</source>
        <translation>%1：%2（%3）。
问题面板列出了加载时发现的每个问题。</translation>
    </message>
    <message>
        <source>This folder has no %1</source>
        <translation>此文件夹中没有%1</translation>
    </message>
    <message>
        <source>StepLens looks for %1. The Overview lists the files that were read.</source>
        <translation>StepLens 查找的是 %1。概览中列出了已读取的文件。</translation>
    </message>
    <message>
        <source>Loading the %1…</source>
        <translation>正在加载%1…</translation>
    </message>
    <message>
        <source>The big files of this folder are still being read; this appears as soon as they are.</source>
        <translation>此文件夹中的大文件仍在读取，读完后即会显示。</translation>
    </message>
</context>
<context>
    <name>steplens::SeriesChart</name>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 %2 %3 at %4 %5</source>
        <translation>%1 %2 %3，在 %4 %5</translation>
    </message>
    <message>
        <source>Off the scale: %1</source>
        <translation>超出刻度：%1</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>显示全部</translation>
    </message>
    <message>
        <source>Off the scale:</source>
        <translation>超出刻度：</translation>
    </message>
</context>
<context>
    <name>steplens::StartPage</name>
    <message>
        <source>Recent folders</source>
        <translation>最近的文件夹</translation>
    </message>
    <message>
        <source>Where every millisecond of a MindSpore training step goes.</source>
        <translation>MindSpore 训练步的每一毫秒花在了哪里。</translation>
    </message>
    <message>
        <source>Open the example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>A small generated training run, to see what StepLens shows</source>
        <translation>一个生成的小型训练运行，用来了解 StepLens 显示什么</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <source>A MindSpore profiler folder (profiler/, a job folder that holds one, or *_ascend_ms)</source>
        <translation>MindSpore 性能数据文件夹（profiler/、包含它的作业文件夹，或 *_ascend_ms）</translation>
    </message>
    <message>
        <source>Compare example runs</source>
        <translation>对比示例运行</translation>
    </message>
    <message>
        <source>The example&apos;s first run (baseline) against its last (after four tuning changes), side by side</source>
        <translation>示例的第一次运行（基线）与最后一次运行（经过四次调优修改）并排对比</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open</source>
        <translation>双击或按 Enter 打开</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>You can also drop a folder on this window (two folders, or Shift with a second one, to compare them).</source>
        <translation>也可以把文件夹拖放到此窗口上（拖入两个文件夹，或按住 Shift 拖入第二个，即可对比）。</translation>
    </message>
</context>
<context>
    <name>steplens::StaticMemoryChart</name>
    <message>
        <source>Static graph memory</source>
        <translation>静态图内存</translation>
    </message>
    <message>
        <source>Node index</source>
        <translation>节点索引</translation>
    </message>
    <message>
        <source>Memory held (MB)</source>
        <translation>占用内存 (MB)</translation>
    </message>
    <message>
        <source>graph %1: peak %2 MB at node %3</source>
        <translation>图 %1：峰值 %2 MB，在节点 %3</translation>
    </message>
    <message>
        <source>TOTAL %1 MB</source>
        <translation>TOTAL %1 MB</translation>
    </message>
</context>
<context>
    <name>steplens::StatusBarWidget</name>
    <message>
        <source>No folder open</source>
        <translation>未打开文件夹</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
</context>
<context>
    <name>steplens::StepBarChart</name>
    <message>
        <source>Step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Time per step (ms)</source>
        <translation>每步时间 (ms)</translation>
    </message>
    <message>
        <source>Average step %1</source>
        <translation>平均步 %1</translation>
    </message>
    <message>
        <source>average %1</source>
        <translation>平均 %1</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1 the average step (%2)</source>
        <translation>平均步%1（%2）</translation>
    </message>
    <message>
        <source>each bar: the slowest of %1 steps (zoom in for every step)</source>
        <translation>每根柱为 %1 步中最慢的一步（放大可看每一步）</translation>
    </message>
</context>
<context>
    <name>steplens::StepDeltaChart</name>
    <message>
        <source>Aligned step
(the i-th step of B against the i-th of A)</source>
        <translation>对齐的步
（B 的第 i 步对比 A 的第 i 步）</translation>
    </message>
    <message>
        <source>B − A (ms)</source>
        <translation>B − A (ms)</translation>
    </message>
    <message>
        <source>Whole step</source>
        <translation>整步</translation>
    </message>
    <message>
        <source>Iteration gap</source>
        <translation>迭代间隙</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Forward+backward</source>
        <translation>前向+反向</translation>
    </message>
    <message>
        <source>Tail</source>
        <translation>迭代拖尾</translation>
    </message>
    <message>
        <source>No steps to align</source>
        <translation>没有可对齐的步</translation>
    </message>
    <message>
        <source>Aligned step %1</source>
        <translation>对齐的第 %1 步</translation>
    </message>
</context>
<context>
    <name>steplens::StepDetailModel</name>
    <message>
        <source>Iteration gap (waiting for data)</source>
        <translation>迭代间隙（等待数据）</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Forward+backward</source>
        <translation>前向+反向</translation>
    </message>
    <message>
        <source>Tail</source>
        <translation>迭代拖尾</translation>
    </message>
    <message>
        <source>Whole step</source>
        <translation>整步</translation>
    </message>
    <message>
        <source>%1: starts %2 after the step start, lasts %3 (%4 of the step)</source>
        <translation>%1：在步开始后 %2 开始，持续 %3（占该步的 %4）</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Start (ms)</source>
        <translation>开始 (ms)</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>时长 (ms)</translation>
    </message>
    <message>
        <source>Share of step (%)</source>
        <translation>占步的比例 (%)</translation>
    </message>
</context>
<context>
    <name>steplens::StepTableModel</name>
    <message>
        <source>Step %1: %2 in total</source>
        <translation>第 %1 步：共 %2</translation>
    </message>
    <message>
        <source>%1 — %2 of this step&apos;s %3</source>
        <translation>%1 — 占该步 %3 中的 %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Iteration gap (ms)</source>
        <translation>迭代间隙 (ms)</translation>
    </message>
    <message>
        <source>Forward (ms)</source>
        <translation>前向 (ms)</translation>
    </message>
    <message>
        <source>Forward+backward (ms)</source>
        <translation>前向+反向 (ms)</translation>
    </message>
    <message>
        <source>Tail (ms)</source>
        <translation>迭代拖尾 (ms)</translation>
    </message>
    <message>
        <source>Total (ms)</source>
        <translation>总计 (ms)</translation>
    </message>
    <message>
        <source>Stream %1 reduce (ms)</source>
        <translation>流 %1 规约 (ms)</translation>
    </message>
    <message>
        <source>Step number as written in the step trace file</source>
        <translation>迭代轨迹文件中写的步号</translation>
    </message>
    <message>
        <source>Time from the end of the previous step to the start of forward: usually the wait for the next batch of data</source>
        <translation>从上一步结束到前向开始的时间：通常是在等待下一个 batch 的数据</translation>
    </message>
    <message>
        <source>Forward pass</source>
        <translation>前向计算</translation>
    </message>
    <message>
        <source>Forward start to backward end</source>
        <translation>从前向开始到反向结束</translation>
    </message>
    <message>
        <source>Backward end to step end: gradient reduction and the optimizer update</source>
        <translation>从反向结束到步结束：梯度规约和优化器更新</translation>
    </message>
    <message>
        <source>Whole step, previous step end to this step end</source>
        <translation>整步，从上一步结束到这一步结束</translation>
    </message>
    <message>
        <source>Sum of the durations of this stream&apos;s reduce/communication events in the step</source>
        <translation>该步中此流的规约/通信事件的时长之和</translation>
    </message>
</context>
<context>
    <name>steplens::StepTraceChart</name>
    <message>
        <source>Iteration gap (waiting for data)</source>
        <translation>迭代间隙（等待数据）</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <source>Forward+backward</source>
        <translation>前向+反向</translation>
    </message>
    <message>
        <source>Tail</source>
        <translation>迭代拖尾</translation>
    </message>
    <message>
        <source>Stream %1 reduce</source>
        <translation>流 %1 规约</translation>
    </message>
    <message>
        <source>Show all steps</source>
        <translation>显示所有步</translation>
    </message>
</context>
<context>
    <name>steplens::StepTracePanel</name>
    <message>
        <source>Selected step</source>
        <translation>所选步</translation>
    </message>
    <message>
        <source>All steps</source>
        <translation>所有步</translation>
    </message>
    <message>
        <source>Wheel: zoom the step axis. Drag: pan. Double-click: show all steps. Click a bar: select the step.</source>
        <translation>滚轮：缩放步轴。拖动：平移。双击：显示所有步。单击柱：选择该步。</translation>
    </message>
    <message>
        <source>MindSpore ≥2.3 / torch_npu layout</source>
        <translation>MindSpore ≥2.3 / torch_npu 格式</translation>
    </message>
    <message>
        <source>MindSpore 1.x layout</source>
        <translation>MindSpore 1.x 格式</translation>
    </message>
    <message>
        <source>step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>step_trace_raw_&lt;rank&gt;_detail_time.csv in the profiler folder (MindSpore 1.x), or ASCEND_PROFILER_OUTPUT/step_trace_time.csv (MindSpore ≥2.3, torch_npu)</source>
        <translation>性能数据文件夹中的 step_trace_raw_&lt;rank&gt;_detail_time.csv（MindSpore 1.x），或 ASCEND_PROFILER_OUTPUT/step_trace_time.csv（MindSpore ≥2.3、torch_npu）</translation>
    </message>
    <message>
        <source>%1 · rank %2 · %3, average %4 (median %5, slowest %6). Wheel zooms, drag pans, click selects a step.</source>
        <translation>%1 · Rank %2 · %3，平均 %4（中位数 %5，最慢 %6）。滚轮缩放，拖动平移，单击选择一步。</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>%1 · %2. Wheel zooms, drag pans, click selects a step.</source>
        <translation>%1 · %2。滚轮缩放，拖动平移，单击选择一步。</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Step trace chart</source>
        <translation>迭代轨迹图</translation>
    </message>
    <message>
        <source>Step table</source>
        <translation>步表格</translation>
    </message>
    <message>
        <source>Selected step&apos;s parts</source>
        <translation>所选步的各部分</translation>
    </message>
    <message>
        <source>Rank %1 · %2, average %3 (median %4, slowest %5).</source>
        <translation>Rank %1 · %2，平均 %3（中位数 %4，最慢 %5）。</translation>
    </message>
    <message>
        <source>Overlapped communication (hidden under computing) averages %1.</source>
        <translation>被掩盖的通信（隐藏在计算中）平均 %1。</translation>
    </message>
    <message>
        <source>Hover a bar for its numbers, click to select the step.</source>
        <translation>将鼠标悬停在柱上查看数值，单击选择该步。</translation>
    </message>
</context>
<context>
    <name>steplens::ThresholdsDialog</name>
    <message>
        <source>Tuning assistant thresholds</source>
        <translation>调优助手阈值</translation>
    </message>
    <message>
        <source>Each rule compares a measured value against one of these. Double-click a value to change it; the run is analysed again when you press OK. Changed values are kept for next time.</source>
        <translation>每条规则都会把实测值与其中一个阈值比较。双击数值即可修改；按“确定”后重新分析该运行。修改过的值会保留到下次。</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>steplens::ThresholdsModel</name>
    <message>
        <source>Changed from the default %1 %2</source>
        <translation>已从默认值 %1 %2 修改</translation>
    </message>
    <message>
        <source>The default; double-click to change</source>
        <translation>默认值；双击修改</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>What it controls</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>steplens::TimelineHitsModel</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>轨道</translation>
    </message>
</context>
<context>
    <name>steplens::TimelinePanel</name>
    <message>
        <source>Type to search every event of the trace, not only the visible ones.</source>
        <translation>输入即可搜索 trace 中的所有事件，而不仅是可见的事件。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Invalid regular expression: %1</source>
        <translation>无效的正则表达式：%1</translation>
    </message>
    <message>
        <source>No event matches “%1”.</source>
        <translation>没有事件匹配“%1”。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; matches (%2 names): total %3, mean %4, max %5%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 个匹配（%2 个名称）：总计 %3，平均 %4，最大 %5%6</translation>
    </message>
    <message>
        <source>; the list shows the first %1</source>
        <translation>；列表只显示前 %1 个</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click an event to see its fields here. Hovering shows them too.&lt;/p&gt;</source>
        <translation>&lt;p&gt;单击事件可在此查看其字段。鼠标悬停也会显示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Op type</source>
        <translation>算子类型</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>全名</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source> (file clock %1 ns)</source>
        <translation>（文件时钟 %1 ns）</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>瞬时</translation>
    </message>
    <message>
        <source> (ends at %1)</source>
        <translation>（结束于 %1）</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source> (pid %1)</source>
        <translation>（pid %1）</translation>
    </message>
    <message>
        <source>Thread / stream</source>
        <translation>线程 / 流</translation>
    </message>
    <message>
        <source> (tid %1)</source>
        <translation>（tid %1）</translation>
    </message>
    <message>
        <source>Nesting level</source>
        <translation>嵌套层级</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>began but never ended in the file; drawn to the end of its track</source>
        <translation>在文件中开始但从未结束；画到其轨道末尾</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels; drawn at the deepest</source>
        <translation>嵌套超过 %1 层；画在最深一层</translation>
    </message>
    <message>
        <source>Args</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Regex</source>
        <translation>正则</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>Zoom to range</source>
        <translation>缩放到范围</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Search the whole trace: name, type, full name</source>
        <translation>搜索整个 trace：名称、类型、全名</translation>
    </message>
    <message>
        <source>Treat the text as a regular expression (ECMAScript)</source>
        <translation>将文本作为正则表达式（ECMAScript）</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配 (Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配 (F3)</translation>
    </message>
    <message>
        <source>Fit the selected range to the view (Z). Shift+drag or drag on the ruler selects a range.</source>
        <translation>将所选范围适配到视图 (Z)。Shift+拖动或在标尺上拖动可选择范围。</translation>
    </message>
    <message>
        <source>Show the whole trace (Home or 0)</source>
        <translation>显示整个 trace（Home 或 0）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Loading the timeline…</source>
        <translation>正在加载时间线…</translation>
    </message>
    <message>
        <source>The timeline appears as soon as its file is read.</source>
        <translation>文件读取完成后即显示时间线。</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>ascend_timeline_display_&lt;rank&gt;.json (MindSpore 1.x), trace_view.json (ASCEND_PROFILER_OUTPUT) or the msprof_*.json files of a CANN PROF_ folder</source>
        <translation>ascend_timeline_display_&lt;rank&gt;.json（MindSpore 1.x）、trace_view.json（ASCEND_PROFILER_OUTPUT）或 CANN PROF_ 文件夹中的 msprof_*.json 文件</translation>
    </message>
    <message>
        <source>Shift+drag over the tracks (or drag on the ruler) to select a range; selecting a step selects its range.</source>
        <translation>在轨道上 Shift+拖动（或在标尺上拖动）可选择范围；选择一步即选中其范围。</translation>
    </message>
    <message>
        <source>Timeline (visible part)</source>
        <translation>时间线（可见部分）</translation>
    </message>
    <message>
        <source>%1 events on %2 tracks over %3 (%4)</source>
        <translation>%2 条轨道上 %1 个事件，跨度 %3（%4）</translation>
    </message>
    <message>
        <source>, %1 from %2</source>
        <translation>，%1 来自%2</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>the step trace</source>
        <translation>迭代轨迹</translation>
    </message>
    <message>
        <source>the trace&apos;s step row</source>
        <translation>trace 的步轨道</translation>
    </message>
    <message>
        <source>, %1 flow arrows</source>
        <translation>，%1 个流箭头</translation>
    </message>
    <message>
        <source>. Wheel: zoom · drag: pan · Shift+drag: select a range · W/S/A/D · Home: whole trace.</source>
        <translation>。滚轮：缩放 · 拖动：平移 · Shift+拖动：选择范围 · W/S/A/D · Home：整个 trace。</translation>
    </message>
    <message>
        <source>No range selected.</source>
        <translation>未选择范围。</translation>
    </message>
    <message>
        <source>Computing the statistics of %1…</source>
        <translation>正在计算 %1 的统计…</translation>
    </message>
    <message>
        <source>%1 to %2 (%3): %4 events, %5 of event time in the range, by op type (the steps, scope and overlap rows are left out):</source>
        <translation>%1 到 %2（%3）：%4 个事件，范围内事件时间 %5，按算子类型（不含步、作用域和重叠轨道）：</translation>
    </message>
</context>
<context>
    <name>steplens::TimelineView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; / %2&lt;br&gt;%3 events, %4 nesting levels&lt;br&gt;&lt;i&gt;Click to %5.&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; / %2&lt;br&gt;%3 个事件，%4 层嵌套&lt;br&gt;&lt;i&gt;单击以%5。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>expand</source>
        <translation>展开</translation>
    </message>
    <message>
        <source>collapse</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;type: %2&lt;br&gt;start: %3&lt;br&gt;duration: %4&lt;br&gt;track: %5 / %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;类型：%2&lt;br&gt;开始：%3&lt;br&gt;时长：%4&lt;br&gt;轨道：%5 / %6</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>瞬时</translation>
    </message>
    <message>
        <source>&lt;br&gt;full name: %1</source>
        <translation>&lt;br&gt;全名：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;args: &lt;tt&gt;%1&lt;/tt&gt;</source>
        <translation>&lt;br&gt;参数：&lt;tt&gt;%1&lt;/tt&gt;</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;process: %1&lt;br&gt;%2 samples</source>
        <translation>&lt;br&gt;进程：%1&lt;br&gt;%2 个采样</translation>
    </message>
    <message>
        <source>&lt;br&gt;at %1: %2 (sampled at %3)</source>
        <translation>&lt;br&gt;在 %1：%2（采样于 %3）</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>  (pid %1)</source>
        <translation>  （pid %1）</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>No timeline to show</source>
        <translation>没有可显示的时间线</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <source>%1 flow arrows here: click an event to see its own, or zoom in</source>
        <translation>此处有 %1 个流箭头：单击某个事件查看它自己的，或放大</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>视图 %1</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>范围 %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;here mostly &lt;b&gt;%1&lt;/b&gt; (about %2 % of the busy time, from %3 sampled events), e.g. %4</source>
        <translation>&lt;br&gt;此处以 &lt;b&gt;%1&lt;/b&gt; 为主（约占忙碌时间的 %2 %，基于 %3 个采样事件），例如 %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;here mostly &lt;b&gt;%1&lt;/b&gt; (%2 % of the busy time of %3 events), e.g. %4</source>
        <translation>&lt;br&gt;此处以 &lt;b&gt;%1&lt;/b&gt; 为主（占 %3 个事件忙碌时间的 %2 %），例如 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 events&lt;/b&gt; too small to draw at this zoom, from %2%3&lt;br&gt;first: %4&lt;br&gt;&lt;i&gt;Click or zoom in to see them.&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1 个事件&lt;/b&gt;在此缩放级别下太小无法绘制，起于 %2%3&lt;br&gt;第一个：%4&lt;br&gt;&lt;i&gt;单击或放大即可查看。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>steplens::TuningAssistantPanel</name>
    <message>
        <source>Thresholds…</source>
        <translation>阈值…</translation>
    </message>
    <message>
        <source>The thresholds the rules compare against; changing one analyses the run again</source>
        <translation>规则比较所用的阈值；修改任一阈值都会重新分析该运行</translation>
    </message>
    <message>
        <source>This rank</source>
        <translation>此 Rank</translation>
    </message>
    <message>
        <source>Across ranks</source>
        <translation>跨 Rank</translation>
    </message>
    <message>
        <source>Nothing could be read from this folder, so there is nothing to analyse.</source>
        <translation>无法从此文件夹读取任何内容，因此没有可分析的内容。</translation>
    </message>
    <message>
        <source>No profiler folder is open. Findings about the step, the data pipeline and the operators appear here.</source>
        <translation>未打开性能数据文件夹。关于步、数据处理流水线和算子的发现会显示在这里。</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message>
        <source>this rank</source>
        <translation>此 Rank</translation>
    </message>
    <message>
        <source>No finding for %1: it has none of the data the rules look at (step trace, data queues, pipeline, CPU use, operators).</source>
        <translation>%1 没有发现：它没有规则所需的任何数据（迭代轨迹、数据队列、流水线、CPU 占用、算子）。</translation>
    </message>
    <message>
        <source>No finding for %1: none of the rules matched %2 at the current thresholds.</source>
        <translation>%1 没有发现：在当前阈值下，没有规则与%2匹配。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>No finding for %1 itself.</source>
        <translation>%1 本身没有发现。</translation>
    </message>
    <message>
        <source>%1 for %2 (%3 high, %4 moderate), largest gain first.</source>
        <translation>%2 有 %1（%3 个高，%4 个中），按收益从大到小排列。</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>个发现</translation>
    </message>
    <message>
        <source>findings</source>
        <translation>个发现</translation>
    </message>
    <message>
        <source>%1 across ranks.</source>
        <translation>跨 Rank 有 %1。</translation>
    </message>
    <message>
        <source>Tuning assistant findings</source>
        <translation>调优助手发现</translation>
    </message>
    <message>
        <source>%1 across the ranks of this job; open a rank to see its own.</source>
        <translation>%1（跨本作业的各 Rank）；打开某个 Rank 可查看其自身的发现。</translation>
    </message>
    <message>
        <source>(Still loading: more findings may come as the files are read.)</source>
        <translation>（仍在加载：文件读完后可能还会有更多发现。）</translation>
    </message>
    <message>
        <source>No finding for %1 so far.</source>
        <translation>%1 目前还没有发现。</translation>
    </message>
</context>
</TS>
